import { defineApi, withPermission } from '../endpoint';
import type { reportsQuerySchema, reportsResponseSchema } from '../reports';

/** The admin dashboard's figures (`/admin`); its schemas are bound in `../reports`. */
export const reportsApi = defineApi<{
  get: { query: typeof reportsQuerySchema; response: typeof reportsResponseSchema };
}>()('reports', {
  get: {
    method: 'GET',
    path: '/api/v1/admin/reports',
    access: withPermission('admin.access', { signedIn: true }),
  },
});
