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
    summary: 'Update the caller’s name, phone, time zone, language and country',
  },
  uploadAvatar: {
    method: 'POST',
    path: '/api/v1/users/me/avatar',
    access: signedIn,
    summary: 'Upload an avatar (`avatar` field, an image of 5 MB at most), stored square',
  },
  removeAvatar: {
    method: 'DELETE',
    path: '/api/v1/users/me/avatar',
    access: signedIn,
    summary: 'Remove the caller’s avatar',
  },
  avatar: {
    method: 'GET',
    path: '/api/v1/avatars/:file',
    access: anyone,
    summary: 'An avatar image (WebP, cached for good: names change on every upload)',
  },
  changePassword: {
    method: 'POST',
    path: '/auth/user/password',
    access: signedIn,
    summary: 'Change the password; other sessions end (and the tokens, when asked)',
  },
  changeLocale: {
    method: 'POST',
    path: '/api/v1/users/me/locale',
    access: anyone,
    summary:
      'Switch the interface language (saved on the user; a guest’s in the `language` cookie)',
  },
  valueLists: {
    method: 'GET',
    path: '/api/v1/value-lists/:names',
    access: anyone,
    summary: 'Languages, time zones and countries (`names` comma-separated)',
  },
  sessions: {
    method: 'GET',
    path: '/api/v1/user-sessions',
    access: signedIn,
    summary: 'The caller’s signed-in devices',
  },
  endSession: {
    method: 'DELETE',
    path: '/api/v1/user-sessions/:id',
    access: signedIn,
    summary: 'Sign another of the caller’s devices out',
  },
  endOtherSessions: {
    method: 'POST',
    path: '/api/v1/user-sessions/logout-other',
    access: signedIn,
    summary: 'Sign every other device of the caller out',
  },
  accessTokens: {
    method: 'GET',
    path: '/api/v1/access-tokens',
    access: apiAccess,
    summary: 'The caller’s personal access tokens',
  },
  createAccessToken: {
    method: 'POST',
    path: '/api/v1/access-tokens',
    access: apiAccess,
    summary: 'Create a personal access token (the plain token is in this answer only)',
  },
  revokeAccessToken: {
    method: 'DELETE',
    path: '/api/v1/access-tokens/:id',
    access: apiAccess,
    summary: 'Revoke one of the caller’s personal access tokens',
  },
  openApi: {
    method: 'GET',
    path: '/api/v1/openapi.json',
    access: withPermission('api.access'),
    summary: 'This document: every endpoint of the API (OpenAPI 3)',
  },
});
