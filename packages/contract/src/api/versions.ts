import type { messageResponseSchema } from '../auth';
import type { entryResponseSchema } from '../drive';
import { defineApi, signedIn } from '../endpoint';
import type {
  entryVersionParamsSchema,
  fileVersionsResponseSchema,
  nameClashesPayloadSchema,
  nameClashesResponseSchema,
  versionStreamQuerySchema,
} from '../versions';
import type { workspaceQuerySchema } from '../workspaces';

type VersionCall = { params: typeof entryVersionParamsSchema };

/**
 * A file's versions (issue 32); their schemas are bound in `../versions`. The handlers
 * allow whoever may edit the file (a viewer sees no versions).
 */
export const versionsApi = defineApi<{
  list: { response: typeof fileVersionsResponseSchema };
  file: VersionCall & { query: typeof versionStreamQuerySchema };
  restore: VersionCall & { response: typeof entryResponseSchema };
  remove: VersionCall & { response: typeof messageResponseSchema };
  nameClashes: {
    query: typeof workspaceQuerySchema;
    body: typeof nameClashesPayloadSchema;
    response: typeof nameClashesResponseSchema;
  };
}>()('versions', {
  list: { method: 'GET', path: '/api/v1/file-entries/:id/versions', access: signedIn },
  file: {
    method: 'GET',
    path: '/api/v1/file-entries/:id/versions/:versionId',
    access: signedIn,
  },
  restore: {
    method: 'POST',
    path: '/api/v1/file-entries/:id/versions/:versionId/restore',
    access: signedIn,
  },
  remove: {
    method: 'DELETE',
    path: '/api/v1/file-entries/:id/versions/:versionId',
    access: signedIn,
  },
  nameClashes: { method: 'POST', path: '/api/v1/file-entries/name-clashes', access: signedIn },
});
