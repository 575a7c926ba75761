import { z } from 'zod';
import { tagsApi } from './api/tags';
import { messageResponseSchema } from './auth';
import { dataTableQuerySchema, numericIdParamsSchema, numericIdsParamsSchema } from './data-table';
import { bindSchemas } from './endpoint';
import { paginationSchema } from './pagination';

/** `label` tags are the system's (the drive's own labels); the admin makes `custom` ones. */
export const tagTypes = ['label', 'custom'] as const;
export type TagType = (typeof tagTypes)[number];

/** The columns the tag list sorts by. */
export const tagOrderColumns = ['name', 'created_at', 'entries_count'] as const;
export type TagOrderColumn = (typeof tagOrderColumns)[number];

/** A tag as the admin's list shows it (spec §3 Tag). */
export const tagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  display_name: z.string().nullable(),
  type: z.enum(tagTypes),
  /** How many file entries carry the tag. */
  entries_count: z.number().int(),
  created_at: z.string().nullable(),
});
export type Tag = z.infer<typeof tagSchema>;

export const tagFiltersSchema = z.strictObject({ type: z.enum(tagTypes).optional() });
export type TagFilters = z.infer<typeof tagFiltersSchema>;

export const tagsQuerySchema = dataTableQuerySchema(tagOrderColumns, tagFiltersSchema, 'name');
export type TagsQuery = z.input<typeof tagsQuerySchema>;

export const tagsResponseSchema = z.object({ pagination: paginationSchema(tagSchema) });
export type TagsResponse = z.infer<typeof tagsResponseSchema>;

const tagName = z
  .string({ error: 'The name field is required.' })
  .trim()
  .min(1, 'The name field is required.')
  .max(50, 'The name is too long.')
  .regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, {
    error: 'The name may hold only lowercase letters, digits, dashes and underscores.',
  });
const displayName = z.string().trim().max(100, 'The display name is too long.');

/** `POST tags`: a new tag (a `label` is the system's: only `custom` may be made). */
export const tagPayloadSchema = z.object({
  name: tagName,
  display_name: displayName.nullable().default(null),
  type: z.enum(tagTypes).default('custom'),
});
export type TagPayload = z.input<typeof tagPayloadSchema>;

/** `PUT tags/{id}`: what is given changes; a label tag only changes its display name. */
export const updateTagPayloadSchema = z.object({
  name: tagName.optional(),
  display_name: displayName.nullable().optional(),
  type: z.enum(tagTypes).optional(),
});
export type UpdateTagPayload = z.input<typeof updateTagPayloadSchema>;

export const tagResponseSchema = z.object({ tag: tagSchema });
export type TagResponse = z.infer<typeof tagResponseSchema>;

/** `:ids` of `DELETE tags/{ids}`: one id or several, comma-separated. */
export const tagIdsParamsSchema = numericIdsParamsSchema;

export const tagsEndpoints = bindSchemas(tagsApi, {
  list: {
    summary: 'Every tag, searched, filtered, sorted and paged (admin)',
    query: tagsQuerySchema,
    response: tagsResponseSchema,
  },
  create: { summary: 'Create a tag (admin)', body: tagPayloadSchema, response: tagResponseSchema },
  update: {
    summary: 'Rename a tag or change its type (a label tag: only its display name)',
    params: numericIdParamsSchema,
    body: updateTagPayloadSchema,
    response: tagResponseSchema,
  },
  remove: {
    summary: 'Delete tags (comma-separated ids; never a label tag)',
    params: tagIdsParamsSchema,
    response: messageResponseSchema,
  },
});
