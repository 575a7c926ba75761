import type {
  createFolderResponseSchema,
  createFolderSchema,
  deleteEntriesResponseSchema,
  deleteEntriesSchema,
  driveListQuerySchema,
  driveListResponseSchema,
  duplicateEntriesSchema,
  entriesResponseSchema,
  entryIdsSchema,
  entryResponseSchema,
  entryStreamQuerySchema,
  folderPathResponseSchema,
  folderTreeResponseSchema,
  moveEntriesSchema,
  spaceUsageSchema,
  tusEntryPayloadSchema,
  tusEntryQuerySchema,
  updateEntrySchema,
} from '../drive';
import { defineApi, signedIn } from '../endpoint';
import type { workspaceQuerySchema } from '../workspaces';

type EntryIds = { body: typeof entryIdsSchema; response: typeof entriesResponseSchema };

/**
 * The drive's calls (spec §5): listing, folders, entry actions, space usage, uploads' file
 * entries and the bytes of a file; their schemas are bound in `../drive`. The handlers check
 * each entry's owner, workspace or share themselves.
 */
export const driveApi = defineApi<{
  list: { query: typeof driveListQuerySchema; response: typeof driveListResponseSchema };
  entry: { response: typeof entryResponseSchema };
  folderTree: { query: typeof workspaceQuerySchema; response: typeof folderTreeResponseSchema };
  folderPath: { response: typeof folderPathResponseSchema };
  createFolder: {
    query: typeof workspaceQuerySchema;
    body: typeof createFolderSchema;
    response: typeof createFolderResponseSchema;
  };
  update: { body: typeof updateEntrySchema; response: typeof entryResponseSchema };
  move: { body: typeof moveEntriesSchema; response: typeof entriesResponseSchema };
  duplicate: { body: typeof duplicateEntriesSchema; response: typeof entriesResponseSchema };
  delete: {
    query: typeof workspaceQuerySchema;
    body: typeof deleteEntriesSchema;
    response: typeof deleteEntriesResponseSchema;
  };
  restore: EntryIds;
  star: EntryIds;
  unstar: EntryIds;
  spaceUsage: { query: typeof workspaceQuerySchema; response: typeof spaceUsageSchema };
  tusEntry: {
    query: typeof tusEntryQuerySchema;
    body: typeof tusEntryPayloadSchema;
    response: typeof entryResponseSchema;
  };
  upload: { multipart: true; response: typeof entryResponseSchema };
  file: { query: typeof entryStreamQuerySchema };
  download: Record<never, never>;
}>()('drive', {
  list: {
    method: 'GET',
    path: '/api/v1/drive/file-entries',
    access: signedIn,
  },
  entry: {
    method: 'GET',
    path: '/api/v1/drive/file-entries/:id/model',
    access: signedIn,
  },
  folderTree: {
    method: 'GET',
    path: '/api/v1/users/:userId/folders',
    access: signedIn,
  },
  folderPath: {
    method: 'GET',
    path: '/api/v1/folders/:hash/path',
    access: signedIn,
  },
  createFolder: {
    method: 'POST',
    path: '/api/v1/folders',
    access: signedIn,
  },
  update: {
    method: 'PUT',
    path: '/api/v1/file-entries/:id',
    access: signedIn,
  },
  move: {
    method: 'POST',
    path: '/api/v1/file-entries/move',
    access: signedIn,
  },
  duplicate: {
    method: 'POST',
    path: '/api/v1/file-entries/duplicate',
    access: signedIn,
  },
  delete: {
    method: 'POST',
    path: '/api/v1/file-entries/delete',
    access: signedIn,
  },
  restore: {
    method: 'POST',
    path: '/api/v1/file-entries/restore',
    access: signedIn,
  },
  star: {
    method: 'POST',
    path: '/api/v1/file-entries/star',
    access: signedIn,
  },
  unstar: {
    method: 'POST',
    path: '/api/v1/file-entries/unstar',
    access: signedIn,
  },
  spaceUsage: {
    method: 'GET',
    path: '/api/v1/user/space-usage',
    access: signedIn,
  },
  tusEntry: {
    method: 'POST',
    path: '/api/v1/tus/entries',
    access: signedIn,
  },
  upload: {
    method: 'POST',
    path: '/api/v1/file-entries',
    access: signedIn,
  },
  file: {
    method: 'GET',
    path: '/api/v1/file-entries/:id',
    access: signedIn,
  },
  download: {
    method: 'GET',
    path: '/api/v1/file-entries/download/:hashes',
    access: signedIn,
  },
});
