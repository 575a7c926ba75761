import type { messageResponseSchema } from '../auth';
import type { numericIdParamsSchema } from '../data-table';
import { defineApi, withPermission } from '../endpoint';
import type {
  permissionCatalogueResponseSchema,
  rolePayloadSchema,
  roleResponseSchema,
  rolesQuerySchema,
  rolesResponseSchema,
  roleUsersPayloadSchema,
} from '../roles';

const admin = withPermission('roles.update', { signedIn: true });
type ById = { params: typeof numericIdParamsSchema };

/** The admin's role calls (spec §2.4 roles); their schemas are bound in `../roles`. */
export const rolesApi = defineApi<{
  list: { query: typeof rolesQuerySchema; response: typeof rolesResponseSchema };
  permissions: { response: typeof permissionCatalogueResponseSchema };
  show: ById & { response: typeof roleResponseSchema };
  create: { body: typeof rolePayloadSchema; response: typeof roleResponseSchema };
  update: ById & { body: typeof rolePayloadSchema; response: typeof roleResponseSchema };
  remove: ById & { response: typeof messageResponseSchema };
  addUsers: ById & { body: typeof roleUsersPayloadSchema; response: typeof roleResponseSchema };
  removeUsers: ById & { body: typeof roleUsersPayloadSchema; response: typeof roleResponseSchema };
}>()('roles', {
  list: { method: 'GET', path: '/api/v1/roles', access: admin },
  permissions: { method: 'GET', path: '/api/v1/roles/permissions', access: admin },
  show: { method: 'GET', path: '/api/v1/roles/:id', access: admin },
  create: { method: 'POST', path: '/api/v1/roles', access: admin },
  update: { method: 'PUT', path: '/api/v1/roles/:id', access: admin },
  remove: { method: 'DELETE', path: '/api/v1/roles/:id', access: admin },
  addUsers: { method: 'POST', path: '/api/v1/roles/:id/add-users', access: admin },
  removeUsers: { method: 'POST', path: '/api/v1/roles/:id/remove-users', access: admin },
});
