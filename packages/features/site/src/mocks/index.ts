import { type CustomPage, customPageSlug, type PageSeo, siteApi } from '@coffer/contract';
import { customPageFixture, customPageSummaryOf } from '@coffer/contract/fixtures';
import { mockEndpoint, mockError } from '@coffer/core/mocks';
import { delay } from 'msw';

/** A few pages, as a site shows them (the shipped policies and one of the admin's own). */
export const samplePages: CustomPage[] = [
  customPageFixture(),
  customPageFixture({
    id: 2,
    slug: 'terms-of-service',
    title: 'Terms of service',
    body: '<h2>Your account</h2><p>Keep your password to yourself.</p><h2>Your files</h2><p>Your files stay yours.</p>',
    created_at: '2026-01-05T09:00:00.000Z',
    updated_at: '2026-01-05T09:00:00.000Z',
  }),
  customPageFixture({
    id: 3,
    slug: 'self-hosting-guide',
    title: 'Self-hosting guide',
    body: [
      '<h2>Requirements</h2>',
      '<table><tbody><tr><th>Part</th><th>Minimum</th></tr><tr><td>CPU</td><td>2 cores</td></tr><tr><td>Memory</td><td>2 GB</td></tr></tbody></table>',
      '<h2>Start</h2><pre><code class="language-sh">./coffer start</code></pre>',
      '<blockquote>Back up <code>DATA_DIR</code> before an upgrade.</blockquote>',
      '<p><img src="https://example.com/diagram.png" alt="Two instances behind a load balancer"></p>',
    ].join(''),
    meta_description: 'How to run Coffer on your own server.',
    updated_at: '2026-02-11T16:45:00.000Z',
  }),
];

export interface SiteMockOptions {
  pages?: CustomPage[];
  /** Never answer a page (the loading state). */
  pending?: boolean;
  /** `POST contact-page` answers 422 with this message on the email field. */
  contactEmailError?: string;
}

function seoOf(page: CustomPage): PageSeo {
  return {
    title: `${page.title} - Coffer`,
    description: page.meta_description ?? '',
    canonical: `https://files.example.com/pages/${page.slug}`,
    image: null,
    type: 'article',
  };
}

/**
 * MSW handlers of the site's calls over an in-memory list of pages: the public page, the
 * admin's list (searched, sorted, paged) and editor, deletes, and the contact form.
 */
export function siteHandlers({
  pages = samplePages,
  pending = false,
  contactEmailError,
}: SiteMockOptions = {}) {
  let list = pages.map((page) => ({ ...page }));
  let nextId = Math.max(0, ...list.map((page) => page.id)) + 1;
  const find = (idOrSlug: string) =>
    list.find((page) => String(page.id) === idOrSlug || page.slug === idOrSlug);
  return [
    mockEndpoint(siteApi.listPages, ({ query }) => {
      const search = (query.get('query') ?? '').toLowerCase();
      const orderBy = (query.get('orderBy') ?? 'updated_at') as keyof CustomPage;
      const direction = query.get('orderDir') === 'asc' ? 1 : -1;
      const rows = list
        .filter((page) => !search || `${page.title} ${page.slug}`.toLowerCase().includes(search))
        .sort((a, b) => (a[orderBy]! < b[orderBy]! ? -1 : 1) * direction);
      const perPage = Number(query.get('perPage') ?? 15);
      const current = Number(query.get('page') ?? 1);
      return {
        pagination: {
          data: rows.slice((current - 1) * perPage, current * perPage).map(customPageSummaryOf),
          current_page: current,
          per_page: perPage,
          total: rows.length,
          last_page: Math.max(1, Math.ceil(rows.length / perPage)),
        },
      };
    }),
    mockEndpoint(siteApi.showPage, async ({ params }) => {
      if (pending) await delay('infinite');
      const page = find(String(params.idOrSlug));
      return page ? { page, seo: seoOf(page) } : mockError(404, 'Not found.');
    }),
    mockEndpoint(siteApi.createPage, ({ body }) => {
      const slug = body.slug || customPageSlug(body.title ?? '');
      if (list.some((page) => page.slug === slug)) {
        return mockError(422, 'The slug has already been taken.', {
          slug: ['The slug has already been taken.'],
        });
      }
      const now = new Date().toISOString();
      const page: CustomPage = {
        id: nextId++,
        slug,
        title: body.title ?? '',
        body: body.body ?? '',
        meta_description: body.meta_description ?? null,
        type: 'default',
        created_at: now,
        updated_at: now,
      };
      list = [...list, page];
      return { page };
    }),
    mockEndpoint(siteApi.updatePage, ({ params, body }) => {
      const current = find(String(params.id));
      if (!current) return mockError(404, 'Not found.');
      const page: CustomPage = {
        ...current,
        title: body.title ?? current.title,
        slug: body.slug || current.slug,
        body: body.body ?? current.body,
        meta_description: body.meta_description ?? null,
        updated_at: new Date().toISOString(),
      };
      list = list.map((p) => (p.id === page.id ? page : p));
      return { page };
    }),
    mockEndpoint(siteApi.removePages, ({ params }) => {
      const ids = String(params.ids).split(',').map(Number);
      list = list.filter((page) => !ids.includes(page.id));
      return { message: 'Pages deleted' };
    }),
    mockEndpoint(siteApi.contact, () =>
      contactEmailError
        ? mockError(422, contactEmailError, { email: [contactEmailError] })
        : { message: 'Your message has been submitted.' },
    ),
  ];
}
