import type {
  accessTokensResponseSchema,
  accountUserResponseSchema,
  changeLocalePayloadSchema,
  changeLocaleResponseSchema,
  changePasswordPayloadSchema,
  createAccessTokenPayloadSchema,
  createAccessTokenResponseSchema,
  openApiDocumentSchema,
  successResponseSchema,
  updateAccountPayloadSchema,
  userSessionsResponseSchema,
  valueListParamsSchema,
  valueListsResponseSchema,
} from '../account';
import type { messageResponseSchema } from '../auth';
import { anyone, defineApi, signedIn, withPermission } from '../endpoint';

const apiAccess = withPermission('api.access', { signedIn: true });

/**
 * The account settings' calls (spec §4): own details, avatar, password, language, value lists,
 * devices, personal access tokens and the API document; their schemas are bound in
 * `../account`. `:id` of a session or token is checked by the handler (a malformed one is 404).
 */
export const accountApi = defineApi<{
  updateDetails: {
    body: typeof updateAccountPayloadSchema;
    response: typeof accountUserResponseSchema;
  };
  uploadAvatar: { multipart: true; response: typeof accountUserResponseSchema };
  removeAvatar: { response: typeof accountUserResponseSchema };
  avatar: Record<never, never>;
  changePassword: {
    body: typeof changePasswordPayloadSchema;
    response: typeof messageResponseSchema;
  };
  changeLocale: {
    body: typeof changeLocalePayloadSchema;
    response: typeof changeLocaleResponseSchema;
  };
  valueLists: { params: typeof valueListParamsSchema; response: typeof valueListsResponseSchema };
  sessions: { response: typeof userSessionsResponseSchema };
  endSession: { response: typeof successResponseSchema };
  endOtherSessions: { response: typeof successResponseSchema };
  accessTokens: { response: typeof accessTokensResponseSchema };
  createAccessToken: {
    body: typeof createAccessTokenPayloadSchema;
    response: typeof createAccessTokenResponseSchema;
  };
  revokeAccessToken: { response: typeof successResponseSchema };
  openApi: { response: typeof openApiDocumentSchema };
}>()('account', {
  updateDetails: {
    method: 'PUT',
    path: '/api/v1/users/me',
    access: signedIn,
  },
  uploadAvatar: {
    method: 'POST',
    path: '/api/v1/users/me/avatar',
    access: signedIn,
  },
  removeAvatar: {
    method: 'DELETE',
    path: '/api/v1/users/me/avatar',
    access: signedIn,
  },
  avatar: {
    method: 'GET',
    path: '/api/v1/avatars/:file',
    access: anyone,
  },
  changePassword: {
    method: 'POST',
    path: '/auth/user/password',
    access: signedIn,
  },
  changeLocale: {
    method: 'POST',
    path: '/api/v1/users/me/locale',
    access: anyone,
  },
  valueLists: {
    method: 'GET',
    path: '/api/v1/value-lists/:names',
    access: anyone,
  },
  sessions: {
    method: 'GET',
    path: '/api/v1/user-sessions',
    access: signedIn,
  },
  endSession: {
    method: 'DELETE',
    path: '/api/v1/user-sessions/:id',
    access: signedIn,
  },
  endOtherSessions: {
    method: 'POST',
    path: '/api/v1/user-sessions/logout-other',
    access: signedIn,
  },
  accessTokens: {
    method: 'GET',
    path: '/api/v1/access-tokens',
    access: apiAccess,
  },
  createAccessToken: {
    method: 'POST',
    path: '/api/v1/access-tokens',
    access: apiAccess,
  },
  revokeAccessToken: {
    method: 'DELETE',
    path: '/api/v1/access-tokens/:id',
    access: apiAccess,
  },
  openApi: {
    method: 'GET',
    path: '/api/v1/openapi.json',
    access: withPermission('api.access'),
  },
});
