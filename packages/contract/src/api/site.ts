import type { messageResponseSchema } from '../auth';
import type { numericIdParamsSchema, numericIdsParamsSchema } from '../data-table';
import { anyone, defineApi, withPermission } from '../endpoint';
import type {
  contactPayloadSchema,
  customPageParamsSchema,
  customPagePayloadSchema,
  customPageResponseSchema,
  customPagesQuerySchema,
  customPagesResponseSchema,
  publicCustomPageResponseSchema,
} from '../site';

const admin = withPermission('custom_pages.update', { signedIn: true });

/**
 * The site's calls (spec §7, §2.4 custom-pages): the admin's custom pages, a page for anyone
 * by id or slug, and the contact form. Schemas are bound in `../site`. `removePages` takes
 * one id or several, comma-separated (the list's bulk delete).
 */
export const siteApi = defineApi<{
  listPages: { query: typeof customPagesQuerySchema; response: typeof customPagesResponseSchema };
  showPage: {
    params: typeof customPageParamsSchema;
    response: typeof publicCustomPageResponseSchema;
  };
  createPage: { body: typeof customPagePayloadSchema; response: typeof customPageResponseSchema };
  updatePage: {
    params: typeof numericIdParamsSchema;
    body: typeof customPagePayloadSchema;
    response: typeof customPageResponseSchema;
  };
  removePages: { params: typeof numericIdsParamsSchema; response: typeof messageResponseSchema };
  contact: { body: typeof contactPayloadSchema; response: typeof messageResponseSchema };
}>()('site', {
  listPages: { method: 'GET', path: '/api/v1/custom-pages', access: admin },
  showPage: { method: 'GET', path: '/api/v1/custom-pages/:idOrSlug', access: anyone },
  createPage: { method: 'POST', path: '/api/v1/custom-pages', access: admin },
  updatePage: { method: 'PUT', path: '/api/v1/custom-pages/:id', access: admin },
  removePages: { method: 'DELETE', path: '/api/v1/custom-pages/:ids', access: admin },
  contact: { method: 'POST', path: '/api/v1/contact-page', access: anyone },
});
