import { z } from 'zod';
import { sharingApi } from './api/sharing';
import { messageResponseSchema } from './auth';
import {
  linkAccessActions,
  SHARE_SUGGESTIONS_QUERY_MAX,
  SHARING_MESSAGES,
} from './constants/sharing';
import { fileEntrySchema } from './drive';
import { bindSchemas } from './endpoint';
import { paginationSchema } from './pagination';

/** What a share grants; `view` is implied by any share. */
export const sharePermissionsSchema = z.object({
  view: z.boolean().default(true),
  edit: z.boolean().default(false),
  download: z.boolean().default(true),
});
export type SharePermissions = z.infer<typeof sharePermissionsSchema>;

/** `POST file-entries/{id}/share`. */
export const shareEntrySchema = z.object({
  emails: z
    .array(z.email({ error: 'Enter a valid email address.' }).max(191))
    .min(1, { error: SHARING_MESSAGES.emails })
    .max(50),
  permissions: sharePermissionsSchema.default({ view: true, edit: false, download: true }),
});
export type ShareEntryInput = z.input<typeof shareEntrySchema>;

/**
 * A share waiting for an address no account has proven yet: it becomes a share when an
 * account proves the address, or goes when whoever manages the entry withdraws it.
 */
export const shareInvitationSchema = z.object({
  email: z.string(),
  permissions: z.object({ view: z.literal(true), edit: z.boolean(), download: z.boolean() }),
  created_at: z.string(),
});
export type ShareInvitation = z.infer<typeof shareInvitationSchema>;

/** `GET` and `DELETE file-entries/{id}/share-invitations`: the waiting invitations, newest first. */
export const shareInvitationsSchema = z.object({ invitations: z.array(shareInvitationSchema) });
export type ShareInvitations = z.infer<typeof shareInvitationsSchema>;

/** Most people `GET share-suggestions` answers. */
export const SHARE_SUGGESTIONS_LIMIT = 8;

/**
 * `GET share-suggestions?query=`: the start of a name or an address being typed (empty:
 * anyone known). Sent twice or longer than an address can be, it is a 422 on `query`.
 */
export const shareSuggestionsQuerySchema = z.object({
  query: z
    .string({ error: 'Type the start of a name or an address.' })
    .trim()
    .max(SHARE_SUGGESTIONS_QUERY_MAX, 'Type at most 191 characters.')
    .default(''),
});

/**
 * People the signed-in user knows through shares (those they shared with, those who shared
 * with them) whose name or address starts with the query; none while the admin has turned
 * suggestions off (`drive.suggest_emails`).
 */
export const shareSuggestionsSchema = z.object({
  people: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      email: z.string(),
      image: z.string().nullable(),
    }),
  ),
});
export type ShareSuggestions = z.infer<typeof shareSuggestionsSchema>;

/** `DELETE file-entries/{id}/share-invitations`: withdraws the invitation to `email`. */
export const withdrawInvitationSchema = z.object({
  email: z.email({ error: 'Enter a valid email address.' }).max(191),
});
export type WithdrawInvitationInput = z.infer<typeof withdrawInvitationSchema>;

/** `PUT file-entries/{id}/change-permissions`. */
export const changePermissionsSchema = z.object({
  userId: z.coerce.number().int().positive(),
  permissions: sharePermissionsSchema,
});

/** `POST file-entries/{ids}/unshare`: a user id, or `"me"` to leave a share. */
export const unshareSchema = z.object({
  userId: z.union([z.literal('me'), z.coerce.number().int().positive()]),
});

/** `POST/PUT file-entries/{id}/shareable-link`. */
export const shareableLinkInputSchema = z.object({
  allowDownload: z.boolean().optional(),
  allowEdit: z.boolean().optional(),
  /** ISO date-time; null removes the expiry. */
  expiresAt: z.iso.datetime({ offset: true }).nullish(),
  /** A new password; null or '' removes it; left out keeps it. */
  password: z.string().max(255).nullish(),
  /** Downloads allowed through the link; null: unlimited. */
  downloadLimit: z.number().int().positive().max(1_000_000).nullish(),
});
export type ShareableLinkInput = z.infer<typeof shareableLinkInputSchema>;

export const shareableLinkSchema = z.object({
  id: z.number().int(),
  hash: z.string(),
  entry_id: z.number().int(),
  user_id: z.number().int(),
  allow_download: z.boolean(),
  allow_edit: z.boolean(),
  expires_at: z.string().nullable(),
  has_password: z.boolean(),
  download_limit: z.number().int().nullable(),
  download_count: z.number().int(),
  created_at: z.string(),
});
export type ShareableLink = z.infer<typeof shareableLinkSchema>;

export const linkAccessLogItemSchema = z.object({
  id: z.number().int(),
  time: z.string(),
  ip_prefix: z.string(),
  user_agent: z.string().nullable(),
  action: z.enum(linkAccessActions),
});
export type LinkAccessLogItem = z.infer<typeof linkAccessLogItemSchema>;

/** `GET shareable-links/{hash}` query. */
export const shareableLinkQuerySchema = z.object({
  /** A folder inside the link's folder (id or hash) to list instead of the link's own. */
  folderId: z.union([z.coerce.number().int().positive(), z.string().min(1).max(64)]).optional(),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(200).default(50),
  orderBy: z.enum(['name', 'updated_at', 'created_at', 'file_size', 'type']).default('updated_at'),
  orderDir: z.enum(['asc', 'desc']).default('desc'),
});

/** `GET shareable-links/{hash}/preview` and `/download` query. */
export const linkFileQuerySchema = z.object({
  /** A file (or, for downloads, a folder) inside the link's folder, by id or hash. */
  entryId: z.string().min(1).max(64).optional(),
  /** The password's proof, for links opened where the cookie is not sent. */
  token: z.string().max(200).optional(),
  /** Preview only: the file's thumbnail instead of its bytes. */
  thumbnail: z.enum(['true', 'false']).optional(),
});

export const checkLinkPasswordSchema = z.object({ password: z.string().min(1).max(255) });

/**
 * `GET shareable-links/{hash}`. With a password and no proof of it yet, `passwordRequired`
 * is true and `entry`/`folderChildren` are null.
 */
export const shareableLinkPageSchema = z.object({
  link: shareableLinkSchema.omit({ user_id: true }),
  passwordRequired: z.boolean(),
  entry: fileEntrySchema.nullable(),
  /** The listed folder (the link's folder or one inside it), else null. */
  folder: fileEntrySchema.nullable(),
  /** The listed folder's children, else null. */
  folderChildren: paginationSchema(fileEntrySchema).nullable(),
});
export type ShareableLinkPage = z.infer<typeof shareableLinkPageSchema>;

/** `POST shareable-links/{hash}/check-password`: the token also arrives as a cookie. */
export const checkLinkPasswordResponseSchema = z.object({
  matches: z.literal(true),
  token: z.string(),
});

/** `POST file-entries/{id}/share`: the entry with its people, and the addresses left waiting. */
export const shareEntryResponseSchema = z.object({
  fileEntry: fileEntrySchema,
  /** Addresses nobody has proven yet: their shares wait (`share-invitations`). */
  invited: z.array(z.string()),
});

/** `PUT file-entries/{id}/change-permissions`: the entry with its people's new rights. */
export const changePermissionsResponseSchema = z.object({ fileEntry: fileEntrySchema });

/** `POST file-entries/{ids}/unshare`: the entries; none when the caller left (`"me"`). */
export const unshareResponseSchema = z.object({
  entryIds: z.array(z.number().int()),
  fileEntries: z.array(fileEntrySchema),
});

/** `GET file-entries/{id}/shareable-link`: the live link, or null. */
export const shareableLinkAnswerSchema = z.object({ link: shareableLinkSchema.nullable() });

/** `POST` and `PUT file-entries/{id}/shareable-link`: the link as saved. */
export const savedShareableLinkSchema = z.object({ link: shareableLinkSchema });

/**
 * `GET file-entries/{id}/shareable-link/access-log` query. Lenient, as before the endpoint
 * map: a page or size that is not a number falls back to the default, a size is clamped.
 */
export const linkAccessLogQuerySchema = z.object({
  page: z.coerce
    .number()
    .catch(1)
    .transform((n) => Math.max(1, Math.trunc(n) || 1)),
  perPage: z.coerce
    .number()
    .catch(50)
    .transform((n) => Math.min(200, Math.max(1, Math.trunc(n) || 50))),
});

/** `GET file-entries/{id}/shareable-link/access-log`: the visits, newest first. */
export const linkAccessLogSchema = z.object({
  pagination: paginationSchema(linkAccessLogItemSchema),
});

/** `POST shareable-links/{hash}/import`: the copies in the importer's drive. */
export const importLinkResponseSchema = z.object({ fileEntries: z.array(fileEntrySchema) });

export type ShareEntryResponse = z.infer<typeof shareEntryResponseSchema>;
export type UnshareResponse = z.infer<typeof unshareResponseSchema>;
export type LinkAccessLog = z.infer<typeof linkAccessLogSchema>;

export const sharingEndpoints = bindSchemas(sharingApi, {
  share: {
    summary: 'Share an entry with people by email (unproven addresses get an invitation)',
    body: shareEntrySchema,
    response: shareEntryResponseSchema,
  },
  changePermissions: {
    summary: 'Change the rights of someone the entry is shared with',
    body: changePermissionsSchema,
    response: changePermissionsResponseSchema,
  },
  unshare: {
    summary: 'Remove someone’s share of entries, or leave a share (`"me"`)',
    body: unshareSchema,
    response: unshareResponseSchema,
  },
  invitations: {
    summary: 'The shares waiting for addresses nobody has proven yet, newest first',
    response: shareInvitationsSchema,
  },
  suggestions: {
    summary: 'People the user knows through shares, to suggest in the share dialog',
    query: shareSuggestionsQuerySchema,
    response: shareSuggestionsSchema,
  },
  withdrawInvitation: {
    summary: 'Withdraw the invitation to an address',
    body: withdrawInvitationSchema,
    response: shareInvitationsSchema,
  },
  claim: {
    summary: 'The emailed claim link: proves the address (a browser is redirected)',
    response: messageResponseSchema,
  },
  link: { summary: 'The entry’s live public link, or null', response: shareableLinkAnswerSchema },
  createLink: {
    summary: 'Create the entry’s public link (or change the live one)',
    body: shareableLinkInputSchema,
    response: savedShareableLinkSchema,
  },
  updateLink: {
    summary: 'Change the public link: downloads, editing, expiry, password, download limit',
    body: shareableLinkInputSchema,
    response: savedShareableLinkSchema,
  },
  removeLink: { summary: 'Remove the entry’s public link', response: messageResponseSchema },
  accessLog: {
    summary: 'The visits of the public link, newest first',
    query: linkAccessLogQuerySchema,
    response: linkAccessLogSchema,
  },
  linkPage: {
    summary: 'The link page: the link, its entry and a page of the listed folder',
    query: shareableLinkQuerySchema,
    response: shareableLinkPageSchema,
  },
  checkPassword: {
    summary: 'Unlock a link with its password (the proof also arrives as a cookie)',
    body: checkLinkPasswordSchema,
    response: checkLinkPasswordResponseSchema,
  },
  preview: {
    summary: 'A file of the link, inline (or its thumbnail or rendition)',
    query: linkFileQuerySchema,
  },
  download: {
    summary: 'Download a file of the link, or a folder as a zip (counted)',
    query: linkFileQuerySchema,
  },
  importLink: {
    summary: 'Copy the link’s entry into the caller’s drive',
    response: importLinkResponseSchema,
  },
});
