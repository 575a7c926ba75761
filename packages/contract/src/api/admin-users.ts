import type {
  adminUserResponseSchema,
  adminUsersExportQuerySchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  banUserPayloadSchema,
  createUserPayloadSchema,
  updateUserPayloadSchema,
} from '../admin-users';
import type { numericIdParamsSchema } from '../data-table';
import { defineApi, withPermission } from '../endpoint';

const admin = withPermission('users.update', { signedIn: true });

/**
 * The admin's user calls (spec §2.4 users); their schemas are bound in `../admin-users`.
 * Deleting users is `users.remove` (`DELETE users/{ids}`), shared with one's own account.
 */
export const adminUsersApi = defineApi<{
  list: { query: typeof adminUsersQuerySchema; response: typeof adminUsersResponseSchema };
  exportCsv: { query: typeof adminUsersExportQuerySchema };
  create: { body: typeof createUserPayloadSchema; response: typeof adminUserResponseSchema };
  update: {
    params: typeof numericIdParamsSchema;
    body: typeof updateUserPayloadSchema;
    response: typeof adminUserResponseSchema;
  };
  ban: {
    params: typeof numericIdParamsSchema;
    body: typeof banUserPayloadSchema;
    response: typeof adminUserResponseSchema;
  };
  unban: { params: typeof numericIdParamsSchema; response: typeof adminUserResponseSchema };
}>()('adminUsers', {
  list: { method: 'GET', path: '/api/v1/users', access: admin },
  exportCsv: { method: 'GET', path: '/api/v1/users/export/csv', access: admin },
  create: { method: 'POST', path: '/api/v1/users', access: admin },
  update: { method: 'PUT', path: '/api/v1/users/:id', access: admin },
  ban: { method: 'POST', path: '/api/v1/users/:id/ban', access: admin },
  unban: { method: 'DELETE', path: '/api/v1/users/:id/ban', access: admin },
});
