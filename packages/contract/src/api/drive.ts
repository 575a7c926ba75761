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
    summary: 'One page of a drive section (a folder, recent, starred, trash, search…)',
  },
  entry: {
    method: 'GET',
    path: '/api/v1/drive/file-entries/:id/model',
    access: signedIn,
    summary: 'One file entry (by id or hash) the caller may view',
  },
  folderTree: {
    method: 'GET',
    path: '/api/v1/users/:userId/folders',
    access: signedIn,
    summary: 'Every folder of the caller’s space (`me`), for the tree and the move dialog',
  },
  folderPath: {
    method: 'GET',
    path: '/api/v1/folders/:hash/path',
    access: signedIn,
    summary: 'The folders from the root down to a folder (breadcrumbs)',
  },
  createFolder: {
    method: 'POST',
    path: '/api/v1/folders',
    access: signedIn,
    summary: 'Create a folder',
  },
  update: {
    method: 'PUT',
    path: '/api/v1/file-entries/:id',
    access: signedIn,
    summary: 'Rename an entry or change its description',
  },
  move: {
    method: 'POST',
    path: '/api/v1/file-entries/move',
    access: signedIn,
    summary: 'Move entries into a folder (or the root)',
  },
  duplicate: {
    method: 'POST',
    path: '/api/v1/file-entries/duplicate',
    access: signedIn,
    summary: 'Copy entries, next to their originals or into a folder',
  },
  delete: {
    method: 'POST',
    path: '/api/v1/file-entries/delete',
    access: signedIn,
    summary: 'Move entries to the trash, delete them forever, or empty the trash',
  },
  restore: {
    method: 'POST',
    path: '/api/v1/file-entries/restore',
    access: signedIn,
    summary: 'Restore entries from the trash',
  },
  star: {
    method: 'POST',
    path: '/api/v1/file-entries/star',
    access: signedIn,
    summary: 'Star entries',
  },
  unstar: {
    method: 'POST',
    path: '/api/v1/file-entries/unstar',
    access: signedIn,
    summary: 'Unstar entries',
  },
  spaceUsage: {
    method: 'GET',
    path: '/api/v1/user/space-usage',
    access: signedIn,
    summary: 'Bytes used in the caller’s space and its quota',
  },
  tusEntry: {
    method: 'POST',
    path: '/api/v1/tus/entries',
    access: signedIn,
    summary: 'Turn a finished tus upload into a file entry',
  },
  upload: {
    method: 'POST',
    path: '/api/v1/file-entries',
    access: signedIn,
    summary: 'Upload one file (multipart: the fields, then `file`)',
  },
  file: {
    method: 'GET',
    path: '/api/v1/file-entries/:id',
    access: signedIn,
    summary: 'A file’s bytes inline, its rendition or (`thumbnail=true`) its thumbnail',
  },
  download: {
    method: 'GET',
    path: '/api/v1/file-entries/download/:hashes',
    access: signedIn,
    summary: 'Download one file, or a zip of several entries (hashes joined by commas)',
  },
});
