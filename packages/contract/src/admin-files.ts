import { z } from 'zod';
import { adminFilesApi } from './api/admin-files';
import { messageResponseSchema } from './auth';
import { fileEntryTypes } from './constants/drive';
import { dataTableQuerySchema, numericIdParamsSchema, numericIdsParamsSchema } from './data-table';
import { fileEntryTagSchema } from './drive';
import { bindSchemas } from './endpoint';
import { paginationSchema } from './pagination';

/** The columns the admin's file list sorts by. */
export const adminFileOrderColumns = ['name', 'size', 'updated_at', 'created_at'] as const;
export type AdminFileOrderColumn = (typeof adminFileOrderColumns)[number];

/** An entry of the site as the admin's file list shows it: never its storage key. */
export const adminFileEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** `folder` or the file's category. */
  type: z.enum(fileEntryTypes),
  mime: z.string().nullable(),
  /** Bytes (a folder: of everything in it). */
  size: z.number(),
  owner: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  /** Whether a public link opens it. */
  has_link: z.boolean(),
  updated_at: z.string(),
  created_at: z.string(),
  /** When it went to the trash; null: not in the trash. */
  deleted_at: z.string().nullable(),
  tags: z.array(fileEntryTagSchema),
  /** Where the admin previews the file (`adminFiles.preview`); null for a folder. */
  url: z.string().nullable(),
});
export type AdminFileEntry = z.infer<typeof adminFileEntrySchema>;

/** The file list's filters. */
export const adminFileFiltersSchema = z.strictObject({
  type: z.enum(fileEntryTypes).optional(),
  owner: z.number().int().positive().optional(),
  has_link: z.boolean().optional(),
  in_trash: z.boolean().optional(),
});
export type AdminFileFilters = z.infer<typeof adminFileFiltersSchema>;

export const adminFileEntriesQuerySchema = dataTableQuerySchema(
  adminFileOrderColumns,
  adminFileFiltersSchema,
  'updated_at',
);
export type AdminFileEntriesQuery = z.input<typeof adminFileEntriesQuerySchema>;

export const adminFileEntriesResponseSchema = z.object({
  pagination: paginationSchema(adminFileEntrySchema),
});
export type AdminFileEntriesResponse = z.infer<typeof adminFileEntriesResponseSchema>;

/** `:ids` of `DELETE admin/file-entries/{ids}`: one id or several, comma-separated. */
export const adminFileEntryIdsParamsSchema = numericIdsParamsSchema;

export const adminFilesEndpoints = bindSchemas(adminFilesApi, {
  list: {
    summary: 'Every entry of the site, searched, filtered, sorted and paged (admin)',
    query: adminFileEntriesQuerySchema,
    response: adminFileEntriesResponseSchema,
  },
  preview: {
    summary: 'A file’s bytes, inline, for the admin’s preview (admin)',
    params: numericIdParamsSchema,
  },
  remove: {
    summary: 'Delete entries for good, with everything in them and their stored bytes (admin)',
    params: adminFileEntryIdsParamsSchema,
    response: messageResponseSchema,
  },
});
