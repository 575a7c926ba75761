import type {
  adminUserDetailsResponseSchema,
  adminUserSessionParamsSchema,
  adminUserTokenParamsSchema,
  userPermissionsPayloadSchema,
} from '../admin-user-details';
import type { numericIdParamsSchema } from '../data-table';
import { defineApi, withPermission } from '../endpoint';

const admin = withPermission('users.update', { signedIn: true });

/**
 * One user's page in the admin area (spec §2.4: details, permissions, security); schemas
 * bound in `../admin-user-details`. Every call answers the user's whole page again.
 */
export const adminUserDetailsApi = defineApi<{
  show: { params: typeof numericIdParamsSchema; response: typeof adminUserDetailsResponseSchema };
  updatePermissions: {
    params: typeof numericIdParamsSchema;
    body: typeof userPermissionsPayloadSchema;
    response: typeof adminUserDetailsResponseSchema;
  };
  signOutSession: {
    params: typeof adminUserSessionParamsSchema;
    response: typeof adminUserDetailsResponseSchema;
  };
  confirmEmail: {
    params: typeof numericIdParamsSchema;
    response: typeof adminUserDetailsResponseSchema;
  };
  deleteToken: {
    params: typeof adminUserTokenParamsSchema;
    response: typeof adminUserDetailsResponseSchema;
  };
}>()('adminUserDetails', {
  show: { method: 'GET', path: '/api/v1/admin/users/:id', access: admin },
  updatePermissions: { method: 'PUT', path: '/api/v1/admin/users/:id/permissions', access: admin },
  signOutSession: {
    method: 'DELETE',
    path: '/api/v1/admin/users/:id/sessions/:sessionId',
    access: admin,
  },
  confirmEmail: { method: 'POST', path: '/api/v1/admin/users/:id/confirm-email', access: admin },
  deleteToken: {
    method: 'DELETE',
    path: '/api/v1/admin/users/:id/tokens/:tokenId',
    access: admin,
  },
});
