import { z } from 'zod';
import { siteApi } from './api/site';
import { messageResponseSchema } from './auth';
import { dataTableQuerySchema, numericIdParamsSchema, numericIdsParamsSchema } from './data-table';
import { bindSchemas } from './endpoint';
import { paginationSchema } from './pagination';

/*
 * The public site (issue 28): custom pages (spec §3 "Custom page": id, slug, title, body,
 * seo) and the contact form (spec §5, §7). A page's body is HTML that the server sanitises
 * when it is saved and again whenever it is sent.
 */

/** Custom page types (spec §3: `default`). */
export const customPageTypes = ['default'] as const;
export type CustomPageType = (typeof customPageTypes)[number];

/** The columns the admin's page list sorts by. */
export const customPageOrderColumns = ['title', 'slug', 'created_at', 'updated_at'] as const;
export type CustomPageOrderColumn = (typeof customPageOrderColumns)[number];

/** The longest body a page holds, in characters of HTML. */
export const CUSTOM_PAGE_BODY_MAX = 200_000;
/** A slug: lowercase words of letters and digits joined by dashes. */
export const CUSTOM_PAGE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The slug a title makes (`Privacy & cookies — 2026` → `privacy-cookies-2026`): what the
 * editor fills in as the title is typed, and what the server stores for an empty slug.
 */
export function customPageSlug(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 191)
    .replace(/-+$/, '');
}

/** A page as the admin's list shows it (no body). */
export const customPageSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  type: z.enum(customPageTypes),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CustomPageSummary = z.infer<typeof customPageSummarySchema>;

export const customPageSchema = customPageSummarySchema.extend({
  /** Sanitised HTML: no scripts, no event handlers, no `javascript:` links. */
  body: z.string(),
  /** The page's own description for search engines and link previews; null: from its text. */
  meta_description: z.string().nullable(),
});
export type CustomPage = z.infer<typeof customPageSchema>;

/** The head tags of a public page, from the admin's templates (`seo.*`), as the server writes them. */
export const pageSeoSchema = z.object({
  title: z.string(),
  description: z.string(),
  /** The page's one address (absolute). */
  canonical: z.string(),
  /** An absolute image address for link previews; null: none. */
  image: z.string().nullable(),
  /** Open Graph type. */
  type: z.enum(['website', 'article']),
});
export type PageSeo = z.infer<typeof pageSeoSchema>;

export const customPageFiltersSchema = z.strictObject({
  type: z.enum(customPageTypes).optional(),
});
export type CustomPageFilters = z.infer<typeof customPageFiltersSchema>;

export const customPagesQuerySchema = dataTableQuerySchema(
  customPageOrderColumns,
  customPageFiltersSchema,
  'updated_at',
);
export type CustomPagesQuery = z.input<typeof customPagesQuerySchema>;

export const customPagesResponseSchema = z.object({
  pagination: paginationSchema(customPageSummarySchema),
});
export type CustomPagesResponse = z.infer<typeof customPagesResponseSchema>;

/** `GET custom-pages/{idOrSlug}`: a page by its number or its slug. */
export const customPageParamsSchema = z.object({
  idOrSlug: z.string().trim().min(1, 'Not found.').max(191, 'Not found.'),
});

const title = z
  .string({ error: 'The title field is required.' })
  .trim()
  .min(1, 'The title field is required.')
  .max(250, 'The title is too long.');
const slug = z
  .string()
  .trim()
  .toLowerCase()
  .max(191, 'The slug is too long.')
  .refine((value) => value === '' || CUSTOM_PAGE_SLUG_PATTERN.test(value), {
    message: 'The slug may hold only lowercase letters, digits and dashes.',
  });

/**
 * `POST custom-pages` and `PUT custom-pages/{id}`: the page as the editor saves it. An empty
 * slug is made from the title; the body is sanitised before it is stored.
 */
export const customPagePayloadSchema = z.object({
  title,
  slug: slug.default(''),
  body: z
    .string({ error: 'The body must be text.' })
    .max(CUSTOM_PAGE_BODY_MAX, 'The page is too long.')
    .default(''),
  meta_description: z
    .string()
    .trim()
    .max(500, 'The description is too long.')
    .nullable()
    .default(null),
  type: z.enum(customPageTypes).default('default'),
});
export type CustomPagePayload = z.input<typeof customPagePayloadSchema>;

export const customPageResponseSchema = z.object({ page: customPageSchema });
export type CustomPageResponse = z.infer<typeof customPageResponseSchema>;

/** The public answer: the page and its head tags. */
export const publicCustomPageResponseSchema = z.object({
  page: customPageSchema,
  seo: pageSeoSchema,
});
export type PublicCustomPageResponse = z.infer<typeof publicCustomPageResponseSchema>;

/** `POST contact-page` (spec §5: name, email and message required; the email typed). */
export const contactPayloadSchema = z.object({
  name: z
    .string({ error: 'The name field is required.' })
    .trim()
    .min(1, 'The name field is required.')
    .max(100, 'The name is too long.'),
  email: z
    .string({ error: 'The email field is required.' })
    .trim()
    .min(1, 'The email field is required.')
    .max(191, 'The email is too long.')
    .pipe(z.email({ error: 'The email must be a valid email address.' })),
  message: z
    .string({ error: 'The message field is required.' })
    .trim()
    .min(1, 'The message field is required.')
    .max(5000, 'The message is too long.'),
});
export type ContactPayload = z.input<typeof contactPayloadSchema>;

/** The spec's answer to a sent message (spec §8), word for word. */
export const CONTACT_SUBMITTED_MESSAGE = 'Your message has been submitted.';

export const siteEndpoints = bindSchemas(siteApi, {
  listPages: {
    summary: 'Every custom page, searched, filtered, sorted and paged (admin)',
    query: customPagesQuerySchema,
    response: customPagesResponseSchema,
  },
  showPage: {
    summary: 'A custom page by id or slug, with its head tags (anyone)',
    params: customPageParamsSchema,
    response: publicCustomPageResponseSchema,
  },
  createPage: {
    summary: 'Create a custom page (admin; the body is sanitised)',
    body: customPagePayloadSchema,
    response: customPageResponseSchema,
  },
  updatePage: {
    summary: 'Change a custom page (admin; the body is sanitised)',
    params: numericIdParamsSchema,
    body: customPagePayloadSchema,
    response: customPageResponseSchema,
  },
  removePages: {
    summary: 'Delete custom pages (comma-separated ids)',
    params: numericIdsParamsSchema,
    response: messageResponseSchema,
  },
  contact: {
    summary: 'Send a message to the site (name, email, message; human check when on)',
    body: contactPayloadSchema,
    response: messageResponseSchema,
  },
});
