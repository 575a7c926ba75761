import type { FastifyRequest } from 'fastify';
import { defineModule } from '../../platform/modules';
import type { PageHead } from '../../platform/web/index-html';
import { bootstrapRoutes } from './routes';

/** Finds the head tags of the page a request asks for (the site module's), or null. */
export type PageHeadResolver = (request: FastifyRequest) => Promise<PageHead | null>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Who writes a page's head tags into its HTML; the first that knows the page wins. */
    pageHeads: PageHeadResolver[];
  }
}

/** The data a page starts from (settings, the user, menus, languages), as JSON and in the HTML. */
export const bootstrapModule = defineModule({
  name: 'coffer-bootstrap',
  dependencies: ['coffer-auth'],
  register: (app) => {
    app.decorate('pageHeads', [] as PageHeadResolver[]);
    bootstrapRoutes(app);
  },
});
