import type {
  adminFileEntriesQuerySchema,
  adminFileEntriesResponseSchema,
  adminFileEntryIdsParamsSchema,
} from '../admin-files';
import type { messageResponseSchema } from '../auth';
import type { numericIdParamsSchema } from '../data-table';
import { defineApi, withPermission } from '../endpoint';

/**
 * `files.update` is also every user's permission over their own files: the server asks the
 * admin area's `admin.access` besides it on each of these calls.
 */
const admin = withPermission('files.update', { signedIn: true });

/**
 * The admin's file calls (spec §2.4 files); their schemas are bound in `../admin-files`.
 * `preview` answers the file's bytes inline (not JSON); `remove` deletes entries for good.
 */
export const adminFilesApi = defineApi<{
  list: {
    query: typeof adminFileEntriesQuerySchema;
    response: typeof adminFileEntriesResponseSchema;
  };
  preview: { params: typeof numericIdParamsSchema };
  remove: { params: typeof adminFileEntryIdsParamsSchema; response: typeof messageResponseSchema };
}>()('adminFiles', {
  list: { method: 'GET', path: '/api/v1/admin/file-entries', access: admin },
  preview: { method: 'GET', path: '/api/v1/admin/file-entries/:id/preview', access: admin },
  remove: { method: 'DELETE', path: '/api/v1/admin/file-entries/:ids', access: admin },
});
