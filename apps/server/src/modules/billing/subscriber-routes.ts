import { billingEndpoints as endpoints, type PaymentMethodResponse } from '@coffer/contract';
import type { AppInstance } from '../../app';
import { route } from '../../kernel/roles/endpoint-route';
import { hasPermission, permissionsOfRequest } from '../../kernel/roles/service';
import { findUserById } from '../../kernel/users/repo';
import { HttpProblem } from '../../platform/http/errors';
import { defineMessage } from '../../platform/i18n/define-message';
import {
  cancelSubscription,
  changeSubscriptionPrice,
  gatewayOfSubscription,
  inTurn,
  keepPaymentMethod,
  resumeSubscription,
} from './changes';
import { renewTestSubscription } from './jobs';
import {
  PUBLIC_PRODUCTS_CACHE_KEY,
  PUBLIC_PRODUCTS_TTL_MS,
  presentPrice,
  publicProducts,
} from './products';
import { findProduct, pricesOfProducts } from './products-repo';
import { assertBillingOn, callerSubscription, chosenPlan } from './subscriber';
import { currentOf, paymentMethodOf, presentInvoice, presentSubscription } from './subscriptions';
import {
  findSubscription,
  invoiceByUuid,
  invoicesOfUser,
  subscriptionsOfUser,
} from './subscriptions-repo';

const CANCEL_FIRST = defineMessage('Resume your subscription before changing its plan.');
const GRANTED_PLAN = defineMessage(
  'Your plan was given by an administrator: only they can change it.',
);
const SAME_PLAN = defineMessage('This is already your plan.');
const METHOD_ELSEWHERE = defineMessage(
  'This subscription’s payment method cannot be changed here.',
);

/**
 * The pricing page's plans and the subscriber's billing area (spec §2.2, §2.3): the
 * overview, invoices, change plan, cancel at the period's end, resume, payment method.
 * All of it answers 404 while billing is off; an invoice stays readable for the admin.
 */
export function subscriberRoutes(app: AppInstance): void {
  route(app, endpoints.products, async () => {
    await assertBillingOn(app);
    // Read on every pricing page; the admin's plan changes drop it (`PUBLIC_PRODUCTS_CACHE_KEY`).
    const data = await app.cache.remember(PUBLIC_PRODUCTS_CACHE_KEY, PUBLIC_PRODUCTS_TTL_MS, () =>
      publicProducts(app),
    );
    return {
      pagination: {
        data,
        current_page: 1,
        per_page: Math.max(1, data.length),
        total: data.length,
        last_page: 1,
      },
    };
  });

  route(app, endpoints.overview, async ({ request }) => {
    await assertBillingOn(app);
    const userId = request.user!.id;
    const current = currentOf(await subscriptionsOfUser(app.db, userId, 20), app.clock.nowMs());
    return {
      subscription: current ? await presentSubscription(app, current) : null,
      payment_method: current ? paymentMethodOf(current) : null,
      invoices: (await invoicesOfUser(app.db, userId)).map(presentInvoice),
      gateways: await app.billing.enabledGateways(),
    };
  });

  route(app, endpoints.invoice, async ({ request, params }) => {
    const admin = hasPermission(await permissionsOfRequest(app, request), 'subscriptions.update');
    if (!admin) await assertBillingOn(app);
    const invoice = await invoiceByUuid(app.db, params.uuid);
    // Someone else's invoice is as unknown as one that does not exist.
    if (!invoice || (invoice.user_id !== request.user!.id && !admin)) {
      throw new HttpProblem(404, 'Not found.');
    }
    const subscription = await findSubscription(app.db, invoice.subscription_id);
    const product = subscription && (await findProduct(app.db, subscription.product_id));
    const price =
      product &&
      (await pricesOfProducts(app.db, [product.id])).find((p) => p.id === subscription.price_id);
    const customer = await findUserById(app.db, invoice.user_id);
    if (!product || !price || !customer) throw new HttpProblem(404, 'Not found.');
    return {
      invoice: presentInvoice(invoice),
      customer: { name: customer.name, email: customer.email },
      product: { id: product.id, name: product.name },
      price: presentPrice(price),
      site_name: (await app.settings.get('branding')).site_name,
    };
  });

  route(app, endpoints.changePlan, async ({ request, body }) => {
    await assertBillingOn(app);
    const row = await callerSubscription(app, request);
    if (row.status === 'cancelled') throw new HttpProblem(409, CANCEL_FIRST);
    if (row.gateway === 'none') throw new HttpProblem(409, GRANTED_PLAN);
    const { product, price } = await chosenPlan(app, request, body);
    if (price.id === row.price_id) {
      throw new HttpProblem(422, SAME_PLAN, { price_id: [SAME_PLAN] });
    }
    const moved = await changeSubscriptionPrice(app, row, price, product);
    return {
      subscription: await presentSubscription(app, moved.subscription),
      ...(moved.approveUrl ? { approve_url: moved.approveUrl } : {}),
    };
  });

  route(app, endpoints.cancel, async ({ request }) => {
    await assertBillingOn(app);
    const row = await callerSubscription(app, request);
    const cancelled =
      row.status === 'cancelled' ? row : await cancelSubscription(app, row, { immediately: false });
    return { subscription: await presentSubscription(app, cancelled) };
  });

  route(app, endpoints.resume, async ({ request }) => {
    await assertBillingOn(app);
    const row = await callerSubscription(app, request);
    return { subscription: await presentSubscription(app, await resumeSubscription(app, row)) };
  });

  route(
    app,
    endpoints.changePaymentMethod,
    async ({ request, body }): Promise<PaymentMethodResponse> => {
      await assertBillingOn(app);
      return inTurn(app, await callerSubscription(app, request), async (row) => {
        const gateway = gatewayOfSubscription(app, row);
        if (!gateway?.changePaymentMethod) throw new HttpProblem(422, METHOD_ELSEWHERE);
        const result = await gateway.changePaymentMethod(row.gateway_id!, {
          cardNumber: body.card_number,
        });
        if (result.status === 'requires_confirmation') {
          return {
            status: 'requires_confirmation',
            gateway: 'stripe',
            client_secret: result.clientSecret,
            public_key: result.publicKey,
            gateway_id: result.gatewayId,
          };
        }
        const kept = await keepPaymentMethod(app, row, result.paymentMethod);
        // The test gateway charges a failed renewal again on the new card at once.
        if (kept.gateway === 'test' && kept.status === 'past_due') {
          await renewTestSubscription(app, kept);
        }
        return { status: 'complete', payment_method: result.paymentMethod };
      });
    },
  );

  route(app, endpoints.paymentMethodDone, async ({ request, body }) => {
    await assertBillingOn(app);
    return inTurn(app, await callerSubscription(app, request), async (row) => {
      const gateway = gatewayOfSubscription(app, row);
      if (!gateway?.completePaymentMethodChange) throw new HttpProblem(404, 'Not found.');
      const method = await gateway.completePaymentMethodChange(row.gateway_id!, body.gateway_id);
      await keepPaymentMethod(app, row, method);
      return { status: 'complete' as const, payment_method: method };
    });
  });
}
