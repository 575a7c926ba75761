import { siteEndpoints as endpoints } from '@coffer/contract';
import type { AppInstance } from '../../app';
import { route } from '../../kernel/roles/endpoint-route';
import { HttpProblem } from '../../platform/http/errors';
import { defineMessage } from '../../platform/i18n/define-message';
import { contactRoute } from './contact';
import { pageList, pageOf, pageValues } from './pages';
import { deletePages, existingPageIds, insertPage, updatePage } from './repo';
import { customPageSeo } from './seo';

/** Custom pages (spec §2.4 custom-pages, §7): the admin's list and editor, and any visitor's page. */
export function siteRoutes(app: AppInstance) {
  route(app, endpoints.listPages, async ({ query }) => pageList(app, query));

  route(app, endpoints.showPage, async ({ request, params: { idOrSlug } }) => {
    const page = await pageOf(app, idOrSlug);
    return { page, seo: await customPageSeo(app, request, page) };
  });

  route(app, endpoints.createPage, async ({ request, body }) => {
    const values = await pageValues(app, body);
    const id = await insertPage(app.db, values, request.user!.id, app.clock.iso());
    return { page: await pageOf(app, id) };
  });

  route(app, endpoints.updatePage, async ({ request, params: { id }, body }) => {
    await pageOf(app, id);
    const values = await pageValues(app, body, id);
    await updatePage(app.db, id, values, request.user!.id, app.clock.iso());
    return { page: await pageOf(app, id) };
  });

  route(app, endpoints.removePages, async ({ params: { ids } }) => {
    const found = await existingPageIds(app.db, ids);
    if (found.length !== new Set(ids).size) throw new HttpProblem(404, defineMessage('Not found.'));
    await app.db.transaction().execute((trx) => deletePages(trx, ids));
    return { message: defineMessage('Pages deleted') };
  });

  contactRoute(app);
}
