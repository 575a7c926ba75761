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
  shareSuggestionsQuerySchema,
  shareSuggestionsSchema,
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
  suggestions: {
    query: typeof shareSuggestionsQuerySchema;
    response: typeof shareSuggestionsSchema;
  };
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
  },
  changePermissions: {
    method: 'PUT',
    path: '/api/v1/file-entries/:id/change-permissions',
    access: signedIn,
  },
  unshare: {
    method: 'POST',
    path: '/api/v1/file-entries/:id/unshare',
    access: signedIn,
  },
  invitations: {
    method: 'GET',
    path: '/api/v1/file-entries/:id/share-invitations',
    access: signedIn,
  },
  suggestions: {
    method: 'GET',
    path: '/api/v1/share-suggestions',
    access: signedIn,
  },
  withdrawInvitation: {
    method: 'DELETE',
    path: '/api/v1/file-entries/:id/share-invitations',
    access: signedIn,
  },
  claim: {
    method: 'GET',
    path: '/api/v1/shares/claim/:token',
    access: anyone,
  },
  link: {
    method: 'GET',
    path: '/api/v1/file-entries/:id/shareable-link',
    access: signedIn,
  },
  createLink: {
    method: 'POST',
    path: '/api/v1/file-entries/:id/shareable-link',
    access: signedIn,
  },
  updateLink: {
    method: 'PUT',
    path: '/api/v1/file-entries/:id/shareable-link',
    access: signedIn,
  },
  removeLink: {
    method: 'DELETE',
    path: '/api/v1/file-entries/:id/shareable-link',
    access: signedIn,
  },
  accessLog: {
    method: 'GET',
    path: '/api/v1/file-entries/:id/shareable-link/access-log',
    access: signedIn,
  },
  linkPage: {
    method: 'GET',
    path: '/api/v1/shareable-links/:hash',
    access: anyone,
  },
  checkPassword: {
    method: 'POST',
    path: '/api/v1/shareable-links/:hash/check-password',
    access: anyone,
  },
  preview: {
    method: 'GET',
    path: '/api/v1/shareable-links/:hash/preview',
    access: anyone,
  },
  download: {
    method: 'GET',
    path: '/api/v1/shareable-links/:hash/download',
    access: anyone,
  },
  importLink: {
    method: 'POST',
    path: '/api/v1/shareable-links/:hash/import',
    access: signedIn,
  },
});
