import { z } from 'zod';
import { versionsApi } from './api/versions';
import { messageResponseSchema } from './auth';
import { entryResponseSchema } from './drive';
import { bindSchemas } from './endpoint';
import { workspaceQuerySchema } from './workspaces';

/** A file's earlier content (spec: not shown; issue 32). */
export const fileVersionSchema = z.object({
  id: z.number().int(),
  file_size: z.number(),
  mime: z.string().nullable(),
  /** When these bytes were uploaded. */
  uploaded_at: z.string(),
  /** Who uploaded them; null once that account is gone. */
  uploader: z
    .object({
      id: z.number().int(),
      name: z.string().nullable(),
      email: z.string(),
    })
    .nullable(),
});
export type FileVersion = z.infer<typeof fileVersionSchema>;

export const fileVersionsResponseSchema = z.object({
  /** Newest first. */
  versions: z.array(fileVersionSchema),
});
export type FileVersionsResponse = z.infer<typeof fileVersionsResponseSchema>;

/** `:id` is the entry's id or hash; `:versionId` a version of it. */
export const entryVersionParamsSchema = z.object({
  id: z.string().min(1),
  versionId: z.coerce.number().int().positive(),
});

/** `download=1` sends the bytes as an attachment; otherwise inline (a preview). */
export const versionStreamQuerySchema = z.object({ download: z.string().optional() });

/** `POST file-entries/name-clashes`: which of these names a new upload would replace. */
export const nameClashesPayloadSchema = z.object({
  parentId: z.coerce.number().int().positive().nullable().default(null),
  /** Else the query's (where the web client sends it), else the personal space. */
  workspaceId: z.coerce.number().int().min(0).optional(),
  names: z
    .array(z.string().min(1).max(255), { error: 'Send the names of the files.' })
    .min(1, 'Send the names of the files.')
    .max(1000, 'Send at most 1000 names at once.'),
});
export const nameClashesResponseSchema = z.object({
  /** The names that are already live files of that folder (each once). */
  names: z.array(z.string()),
});
export type NameClashesPayload = z.input<typeof nameClashesPayloadSchema>;

export const versionsEndpoints = bindSchemas(versionsApi, {
  list: {
    summary: 'Earlier versions of a file, newest first (who may edit the file)',
    response: fileVersionsResponseSchema,
  },
  file: {
    summary: 'The bytes of a version (Range; inline, or `download=1` as an attachment)',
    params: entryVersionParamsSchema,
    query: versionStreamQuerySchema,
  },
  restore: {
    summary: 'Make a version the current content (the current content becomes a version)',
    params: entryVersionParamsSchema,
    response: entryResponseSchema,
  },
  remove: {
    summary: 'Delete a version and its bytes',
    params: entryVersionParamsSchema,
    response: messageResponseSchema,
  },
  nameClashes: {
    summary: 'Which file names an upload into a folder would replace',
    query: workspaceQuerySchema,
    body: nameClashesPayloadSchema,
    response: nameClashesResponseSchema,
  },
});
