import { z } from 'zod';
import { driveApi } from './api/drive';
import {
  DRIVE_MESSAGES,
  DRIVE_PER_PAGE_DEFAULT,
  DRIVE_PER_PAGE_MAX,
  driveOrderBy,
  driveSections,
  ENTRY_DESCRIPTION_MAX_LENGTH,
  ENTRY_NAME_MAX_LENGTH,
  fileEntryTypes,
  UPLOAD_MESSAGES,
} from './constants/drive';
import { bindSchemas } from './endpoint';
import { paginationSchema } from './pagination';
import { workspaceQuerySchema } from './workspaces';

/** A user's rights on one entry, as sharing grants them (owners hold all three). */
export const entryPermissionsSchema = z.object({
  view: z.boolean(),
  edit: z.boolean(),
  download: z.boolean(),
});

/** Owner and (once sharing exists) sharees of an entry. */
export const fileEntryUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  owns_entry: z.boolean(),
  entry_permissions: entryPermissionsSchema,
});

/** A tag an entry carries (spec §3 Tag): its unique name and the name it shows, if any. */
export const fileEntryTagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  display_name: z.string().nullable(),
});
export type FileEntryTag = z.infer<typeof fileEntryTagSchema>;

export const fileEntrySchema = z.object({
  id: z.number().int(),
  /** Opaque public id (URLs use it); not derivable from `id`. */
  hash: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  type: z.enum(fileEntryTypes),
  mime: z.string().nullable(),
  extension: z.string().nullable(),
  /** Bytes; for a folder, the running total of the files inside it (trashed ones excluded). */
  file_size: z.number(),
  parent_id: z.number().int().nullable(),
  /** Ids from the root down to this entry, joined by `/`. */
  path: z.string(),
  owner_id: z.number().int(),
  workspace_id: z.number().int(),
  thumbnail: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  deleted_at: z.string().nullable(),
  users: z.array(fileEntryUserSchema),
  tags: z.array(fileEntryTagSchema),
  starred: z.boolean(),
  /** Whether a public link (not expired) opens the entry (the views' link indicator). */
  has_link: z.boolean(),
  permissions: z.object({
    'files.update': z.boolean(),
    'files.delete': z.boolean(),
    'files.download': z.boolean(),
  }),
});
export type FileEntry = z.infer<typeof fileEntrySchema>;
export type FileEntryUser = z.infer<typeof fileEntryUserSchema>;

const isoDate = z.iso.datetime({ offset: true, error: 'Must be an ISO 8601 date.' });

/** `filters` of the listing (sent as JSON or base64 JSON in the query). */
export const driveFiltersSchema = z.object({
  type: z.union([z.enum(fileEntryTypes), z.array(z.enum(fileEntryTypes))]).optional(),
  owner: z.enum(['me', 'notMe']).optional(),
  createdAfter: isoDate.optional(),
  createdBefore: isoDate.optional(),
  updatedAfter: isoDate.optional(),
  updatedBefore: isoDate.optional(),
  inTrash: z.boolean().optional(),
  hasLink: z.boolean().optional(),
  sharedByMe: z.boolean().optional(),
});
export type DriveFilters = z.infer<typeof driveFiltersSchema>;

/** An entry id, or (where it says so) its hash. */
const entryRef = z.union([z.number().int().positive(), z.string().min(1).max(64)]);
const entryId = z.coerce
  .number({ error: 'Must be an entry id.' })
  .int('Must be an entry id.')
  .positive('Must be an entry id.');
const entryIds = z
  .array(entryId, { error: 'The entry ids field is required.' })
  .min(1, 'The entry ids field is required.');

export const driveListQuerySchema = z.object({
  section: z.enum(driveSections).default('home'),
  folderId: z.string().max(64).optional(),
  query: z.string().trim().max(255).optional(),
  /** JSON or base64 JSON of `driveFiltersSchema`; parsed by the server. */
  filters: z.string().max(4000).optional(),
  orderBy: z.enum(driveOrderBy).default('updated_at'),
  orderDir: z.enum(['asc', 'desc']).default('desc'),
  perPage: z.coerce.number().int().min(1).max(DRIVE_PER_PAGE_MAX).default(DRIVE_PER_PAGE_DEFAULT),
  page: z.coerce.number().int().min(1).default(1),
  workspaceId: z.coerce.number().int().min(0).default(0),
});
export type DriveListQuery = z.input<typeof driveListQuerySchema>;

export const driveListResponseSchema = z.object({
  pagination: paginationSchema(fileEntrySchema),
  /** The listed folder (section=folder), else null. */
  folder: fileEntrySchema.nullable(),
});
export type DriveListResponse = z.infer<typeof driveListResponseSchema>;

/**
 * Control characters (NUL among them) and the Unicode marks that reorder text: a name with
 * them can hide its real extension (`gpj.exe` shown as `exe.jpg`) or break a path.
 */
const INVISIBLE_IN_NAMES = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

/**
 * The one rule for the name of a file or folder, wherever it comes from (new folder,
 * rename, an upload's file name, each folder of an upload's relative path, tus metadata,
 * file-request uploads): the trimmed name, or the message saying why it cannot be one.
 */
export function checkEntryName(raw: string): { name: string } | { problem: string } {
  const name = raw.trim();
  if (!name) return { problem: DRIVE_MESSAGES.nameRequired };
  if (name.length > ENTRY_NAME_MAX_LENGTH) return { problem: DRIVE_MESSAGES.nameTooLong };
  if (/[/\\]/.test(name) || name === '.' || name === '..')
    return { problem: DRIVE_MESSAGES.nameSlashes };
  if (INVISIBLE_IN_NAMES.test(name)) return { problem: DRIVE_MESSAGES.nameInvisible };
  return { name };
}

/** A name field under {@link checkEntryName}. */
export const entryNameSchema = z
  .string({ error: DRIVE_MESSAGES.nameRequired })
  .transform((raw, ctx) => {
    const checked = checkEntryName(raw);
    if ('name' in checked) return checked.name;
    ctx.addIssue({ code: 'custom', message: checked.problem });
    return z.NEVER;
  });
/**
 * An upload's relative path ("photos/2024"): folders separated by `/`, each one a valid
 * name (empty segments, as in a trailing slash, are skipped).
 */
export const relativePathSchema = z
  .string()
  .max(1000)
  .superRefine((path, ctx) => {
    for (const segment of path.split('/')) {
      if (!segment.trim()) continue;
      const checked = checkEntryName(segment);
      if ('problem' in checked) {
        ctx.addIssue({ code: 'custom', message: checked.problem });
        return;
      }
    }
  });

export const createFolderSchema = z.object({
  name: entryNameSchema,
  /** Parent folder id or hash; null/absent for the root. */
  parentId: entryRef.nullish(),
});
export type CreateFolderPayload = z.input<typeof createFolderSchema>;

export const updateEntrySchema = z
  .object({
    name: entryNameSchema.optional(),
    description: z
      .string()
      .max(ENTRY_DESCRIPTION_MAX_LENGTH, 'The description is too long.')
      .nullable()
      .optional(),
  })
  .refine((p) => p.name !== undefined || p.description !== undefined, {
    error: 'Nothing to update.',
    path: ['name'],
  });
export type UpdateEntryPayload = z.input<typeof updateEntrySchema>;

export const moveEntriesSchema = z.object({
  entryIds,
  /** Folder id; null moves to the root. */
  destinationId: entryId.nullable(),
});
export const duplicateEntriesSchema = z.object({
  entryIds,
  /** Where the copies go; absent keeps each copy next to its original. */
  destinationId: entryId.nullish(),
});
export const deleteEntriesSchema = z
  .object({
    entryIds: z.array(entryId).default([]),
    deleteForever: z.boolean().default(false),
    emptyTrash: z.boolean().default(false),
  })
  .refine((p) => p.emptyTrash || p.entryIds.length > 0, {
    error: 'The entry ids field is required.',
    path: ['entryIds'],
  });
export const entryIdsSchema = z.object({ entryIds });
/** `POST folders`: the new folder. */
export const createFolderResponseSchema = z.object({ folder: fileEntrySchema });
/** `POST file-entries/delete`: the top-most entries deleted (their contents went with them). */
export const deleteEntriesResponseSchema = z.object({
  message: z.string(),
  entryIds: z.array(z.number().int()),
});
export type MoveEntriesPayload = z.input<typeof moveEntriesSchema>;
export type DuplicateEntriesPayload = z.input<typeof duplicateEntriesSchema>;
export type DeleteEntriesPayload = z.input<typeof deleteEntriesSchema>;

export const entriesResponseSchema = z.object({ fileEntries: z.array(fileEntrySchema) });
export const entryResponseSchema = z.object({ fileEntry: fileEntrySchema });

/** A folder of the move dialog's tree. */
export const folderTreeItemSchema = z.object({
  id: z.number().int(),
  hash: z.string(),
  name: z.string(),
  parent_id: z.number().int().nullable(),
  path: z.string(),
  /** Shared directly with someone (the tree shows the shared-folder icon). */
  shared: z.boolean(),
});
export const folderTreeResponseSchema = z.object({ folders: z.array(folderTreeItemSchema) });
export type FolderTreeItem = z.infer<typeof folderTreeItemSchema>;

/** Breadcrumbs: the folders from the root down to (and including) the asked one. */
export const folderPathResponseSchema = z.object({ path: z.array(fileEntrySchema) });

/** Bytes used (trashed files included until purged) and the quota (null: unlimited). */
export const spaceUsageSchema = z.object({
  used: z.number(),
  available: z.number().nullable(),
});
export type SpaceUsage = z.infer<typeof spaceUsageSchema>;

/* ---------------------------------------------------------------------------------------
 * Uploads (storage side of the drive): tus finalisation and multipart uploads.
 * ------------------------------------------------------------------------------------- */

/** What an upload does when a file of the same name is already in its folder. */
export const uploadConflictModes = ['replace', 'keepBoth'] as const;
export type UploadConflictMode = (typeof uploadConflictModes)[number];

/**
 * The upload field choosing it: `replace` (the default) puts the new bytes in the existing
 * entry and keeps the earlier ones as a version; `keepBoth` adds a numbered copy.
 */
export const uploadConflictSchema = z
  .enum(uploadConflictModes, { error: 'Choose replace or keepBoth.' })
  .default('replace');

const uploadPlaceFields = {
  /** Folder the file goes into; null/omitted = root of the space. */
  parentId: z.coerce.number().int().positive().nullable().default(null),
  /** Folders below parentId ("photos/2024") that are created when missing. */
  relativePath: relativePathSchema.nullable().default(null),
  workspaceId: z.coerce.number().int().min(0).default(0),
  /** A file of the same name already there: replaced (kept as a version) or kept beside. */
  onConflict: uploadConflictSchema,
};

/** `POST tus/entries`: turns a finished tus upload into a file entry. */
export const tusEntrySchema = z.object({
  uploadKey: z.string().regex(/^[a-f0-9]{32}$/, UPLOAD_MESSAGES.uploadNotFound),
  ...uploadPlaceFields,
});

/** Text fields of `POST file-entries` (multipart; send them before the `file` part). */
export const uploadFieldsSchema = z.object(uploadPlaceFields);

/**
 * The body of `POST tus/entries` as sent: without `workspaceId`, the query's (where the web
 * client sends it) applies.
 */
export const tusEntryPayloadSchema = tusEntrySchema.extend({
  workspaceId: uploadPlaceFields.workspaceId.unwrap().optional(),
});
export const tusEntryQuerySchema = z.object({
  workspaceId: uploadPlaceFields.workspaceId.unwrap().optional(),
});

/** `GET file-entries/{id}`: `thumbnail=true` (or `1`) asks for the thumbnail. */
export const entryStreamQuerySchema = z.object({ thumbnail: z.string().optional() });

export type TusEntryRequest = z.infer<typeof tusEntrySchema>;
export type UploadFields = z.infer<typeof uploadFieldsSchema>;

/** `GET admin/schedule-log`: runs of the recurring jobs (the trash purge among them), newest first. */
export const scheduleLogQuerySchema = z.object({
  job: z.string().max(64).optional(),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
  page: z.coerce.number().int().min(1).default(1),
});
export const scheduleLogRunSchema = z.object({
  id: z.number().int(),
  job: z.string(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  status: z.enum(['running', 'success', 'failed']),
  message: z.string().nullable(),
});
export const scheduleLogResponseSchema = z.object({
  pagination: paginationSchema(scheduleLogRunSchema),
  /** Every recurring job and when it runs next. */
  schedules: z.array(z.object({ name: z.string(), next_run_at: z.string() })),
});
export type ScheduleLogRun = z.infer<typeof scheduleLogRunSchema>;

export const driveEndpoints = bindSchemas(driveApi, {
  list: {
    summary: 'One page of a drive section (a folder, recent, starred, trash, search…)',
    query: driveListQuerySchema,
    response: driveListResponseSchema,
  },
  entry: {
    summary: 'One file entry (by id or hash) the caller may view',
    response: entryResponseSchema,
  },
  folderTree: {
    summary: 'Every folder of the caller’s space (`me`), for the tree and the move dialog',
    query: workspaceQuerySchema,
    response: folderTreeResponseSchema,
  },
  folderPath: {
    summary: 'The folders from the root down to a folder (breadcrumbs)',
    response: folderPathResponseSchema,
  },
  createFolder: {
    summary: 'Create a folder',
    query: workspaceQuerySchema,
    body: createFolderSchema,
    response: createFolderResponseSchema,
  },
  update: {
    summary: 'Rename an entry or change its description',
    body: updateEntrySchema,
    response: entryResponseSchema,
  },
  move: {
    summary: 'Move entries into a folder (or the root)',
    body: moveEntriesSchema,
    response: entriesResponseSchema,
  },
  duplicate: {
    summary: 'Copy entries, next to their originals or into a folder',
    body: duplicateEntriesSchema,
    response: entriesResponseSchema,
  },
  delete: {
    summary: 'Move entries to the trash, delete them forever, or empty the trash',
    query: workspaceQuerySchema,
    body: deleteEntriesSchema,
    response: deleteEntriesResponseSchema,
  },
  restore: {
    summary: 'Restore entries from the trash',
    body: entryIdsSchema,
    response: entriesResponseSchema,
  },
  star: { summary: 'Star entries', body: entryIdsSchema, response: entriesResponseSchema },
  unstar: { summary: 'Unstar entries', body: entryIdsSchema, response: entriesResponseSchema },
  spaceUsage: {
    summary: 'Bytes used in the caller’s space and its quota',
    query: workspaceQuerySchema,
    response: spaceUsageSchema,
  },
  tusEntry: {
    summary: 'Turn a finished tus upload into a file entry',
    query: tusEntryQuerySchema,
    body: tusEntryPayloadSchema,
    response: entryResponseSchema,
  },
  upload: {
    summary: 'Upload one file (multipart: the fields, then `file`)',
    multipart: true,
    response: entryResponseSchema,
  },
  file: {
    summary: 'A file’s bytes inline, its rendition or (`thumbnail=true`) its thumbnail',
    query: entryStreamQuerySchema,
  },
  download: { summary: 'Download one file, or a zip of several entries (hashes joined by commas)' },
});
