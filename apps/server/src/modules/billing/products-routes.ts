import { billingEndpoints as endpoints } from '@coffer/contract';
import type { AppInstance } from '../../app';
import { route } from '../../kernel/roles/endpoint-route';
import { HttpProblem } from '../../platform/http/errors';
import { defineMessage } from '../../platform/i18n/define-message';
import { PUBLIC_PRODUCTS_CACHE_KEY, productOf, productPage, saveProduct } from './products';
import { deleteProduct, liveSubscriptionsOfProduct } from './products-repo';
import { isValid } from './subscriptions';

const HAS_SUBSCRIBERS = defineMessage('This plan has subscribers: hide it instead of deleting it.');

/** The admin's plans (spec §2.4, `plans.update`): list, one, create, replace, delete. */
export function productRoutes(app: AppInstance): void {
  route(app, endpoints.plans, async ({ query }) => productPage(app, query));

  route(app, endpoints.product, async ({ params: { id } }) => ({
    product: await productOf(app, id),
  }));

  route(app, endpoints.createProduct, async ({ body }) => {
    const id = await saveProduct(app, null, body);
    await app.cache.delete(PUBLIC_PRODUCTS_CACHE_KEY);
    return { product: await productOf(app, id) };
  });

  route(app, endpoints.updateProduct, async ({ params: { id }, body }) => {
    await saveProduct(app, id, body);
    await app.cache.delete(PUBLIC_PRODUCTS_CACHE_KEY);
    return { product: await productOf(app, id) };
  });

  route(app, endpoints.deleteProduct, async ({ params: { id } }) => {
    await productOf(app, id);
    const now = app.clock.nowMs();
    if ((await liveSubscriptionsOfProduct(app.db, id)).some((row) => isValid(row, now))) {
      throw new HttpProblem(422, HAS_SUBSCRIBERS);
    }
    await app.db.transaction().execute((trx) => deleteProduct(trx, id));
    await app.cache.delete(PUBLIC_PRODUCTS_CACHE_KEY);
    return { message: defineMessage('Plan deleted') };
  });
}
