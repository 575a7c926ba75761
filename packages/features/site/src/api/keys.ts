import type { CustomPagesQuery } from '@coffer/contract';

/** The site's query keys. */
export const siteKeys = {
  all: ['site'] as const,
  page: (idOrSlug: string) => ['site', 'page', idOrSlug.toLowerCase()] as const,
  pages: (query: CustomPagesQuery) => ['site', 'pages', query] as const,
};
