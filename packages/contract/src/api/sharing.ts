import type { messageResponseSchema } from '../auth';
import { anyone, defineApi, signedIn } from '../endpoint';
import type {
  changePermissionsResponseSchema,
  changePermissionsSchema,
  checkLinkPasswordResponseSchema,
  checkLinkPasswordSchema,
  importLinkResponseSchema,
  linkAccessLogQuerySchema,
  linkAccessLogSchema,
  linkFileQuerySchema,
  savedShareableLinkSchema,
  shareableLinkAnswerSchema,
  shareableLinkInputSchema,
  shareableLinkPageSchema,
  shareableLinkQuerySchema,
  shareEntryResponseSchema,
  shareEntrySchema,
  shareInvitationsSchema,
  unshareResponseSchema,
  unshareSchema,
  withdrawInvitationSchema,
} from '../sharing';

/**
 * The sharing calls: people and their rights, public links, and the link page
 * guests open. Their schemas are bound in `../sharing`. `:id` is an entry's id or hash
 * (`unshare` takes several, comma-separated); `:hash` is a link's.
 */
export const sharingApi = defineApi<{
  share: { body: typeof shareEntrySchema; response: typeof shareEntryResponseSchema };
  changePermissions: {
    body: typeof changePermissionsSchema;
    response: typeof changePermissionsResponseSchema;
  };
  unshare: { body: typeof unshareSchema; response: typeof unshareResponseSchema };
  invitations: { response: typeof shareInvitationsSchema };
  withdrawInvitation: {
    body: typeof withdrawInvitationSchema;
    response: typeof shareInvitationsSchema;
  };
  claim: { response: typeof messageResponseSchema };
  link: { response: typeof shareableLinkAnswerSchema };
  createLink: { body: typeof shareableLinkInputSchema; response: typeof savedShareableLinkSchema };
  updateLink: { body: typeof shareableLinkInputSchema; response: typeof savedShareableLinkSchema };
  removeLink: { response: typeof messageResponseSchema };
  accessLog: { query: typeof linkAccessLogQuerySchema; response: typeof linkAccessLogSchema };
  linkPage: { query: typeof shareableLinkQuerySchema; response: typeof shareableLinkPageSchema };
  checkPassword: {
    body: typeof checkLinkPasswordSchema;
    response: typeof checkLinkPasswordResponseSchema;
  };
  preview: { query: typeof linkFileQuerySchema };
  download: { query: typeof linkFileQuerySchema };
  importLink: { response: typeof importLinkResponseSchema };
}>()('sharing', {
  share: {
    method: 'POST',
    path: '/api/v1/file-entries/:id/share',
    access: signedIn,
    summary: 'Share an entry with people by email (unproven addresses get an invitation)',
  },
  changePermissions: {
    method: 'PUT',
    path: '/api/v1/file-entries/:id/change-permissions',
    access: signedIn,
    summary: 'Change the rights of someone the entry is shared with',
  },
  unshare: {
    method: 'POST',
    path: '/api/v1/file-entries/:id/unshare',
    access: signedIn,
    summary: 'Remove someone’s share of entries, or leave a share (`"me"`)',
  },
  invitations: {
    method: 'GET',
    path: '/api/v1/file-entries/:id/share-invitations',
    access: signedIn,
    summary: 'The shares waiting for addresses nobody has proven yet, newest first',
  },
  withdrawInvitation: {
    method: 'DELETE',
    path: '/api/v1/file-entries/:id/share-invitations',
    access: signedIn,
    summary: 'Withdraw the invitation to an address',
  },
  claim: {
    method: 'GET',
    path: '/api/v1/shares/claim/:token',
    access: anyone,
    summary: 'The emailed claim link: proves the address (a browser is redirected)',
  },
  link: {
    method: 'GET',
    path: '/api/v1/file-entries/:id/shareable-link',
    access: signedIn,
    summary: 'The entry’s live public link, or null',
  },
  createLink: {
    method: 'POST',
    path: '/api/v1/file-entries/:id/shareable-link',
    access: signedIn,
    summary: 'Create the entry’s public link (or change the live one)',
  },
  updateLink: {
    method: 'PUT',
    path: '/api/v1/file-entries/:id/shareable-link',
    access: signedIn,
    summary: 'Change the public link: downloads, editing, expiry, password, download limit',
  },
  removeLink: {
    method: 'DELETE',
    path: '/api/v1/file-entries/:id/shareable-link',
    access: signedIn,
    summary: 'Remove the entry’s public link',
  },
  accessLog: {
    method: 'GET',
    path: '/api/v1/file-entries/:id/shareable-link/access-log',
    access: signedIn,
    summary: 'The visits of the public link, newest first',
  },
  linkPage: {
    method: 'GET',
    path: '/api/v1/shareable-links/:hash',
    access: anyone,
    summary: 'The link page: the link, its entry and a page of the listed folder',
  },
  checkPassword: {
    method: 'POST',
    path: '/api/v1/shareable-links/:hash/check-password',
    access: anyone,
    summary: 'Unlock a link with its password (the proof also arrives as a cookie)',
  },
  preview: {
    method: 'GET',
    path: '/api/v1/shareable-links/:hash/preview',
    access: anyone,
    summary: 'A file of the link, inline (or its thumbnail or rendition)',
  },
  download: {
    method: 'GET',
    path: '/api/v1/shareable-links/:hash/download',
    access: anyone,
    summary: 'Download a file of the link, or a folder as a zip (counted)',
  },
  importLink: {
    method: 'POST',
    path: '/api/v1/shareable-links/:hash/import',
    access: signedIn,
    summary: 'Copy the link’s entry into the caller’s drive',
  },
});
