import { generateKeyPairSync, randomUUID, sign, verify } from 'node:crypto';
import { crc32 } from 'node:zlib';
import {
  type FakeAnswer,
  type FakeRequest,
  fakeClock,
  fakeId,
  listenFake,
  testInput,
} from './fake-http';
import { type PaypalAccounts, paypalAccounts, refusal } from './fake-paypal-accounts';
import { approvalPage } from './fake-paypal-page';

/**
 * A local PayPal for tests and the e2e journeys (never for a real site): a real HTTP server
 * on loopback answering the Subscriptions API v1 calls Coffer's PayPal gateway makes (OAuth
 * client credentials, catalog products, plans, subscriptions, revise, suspend, activate,
 * cancel, transactions), with an approval page for the buyer, and sending webhooks with
 * PayPal's transmission headers, signed with its own RSA key. Its
 * `/v1/notifications/verify-webhook-signature` answers SUCCESS only for a transmission it
 * really sent, unchanged. README beside this file.
 */
export async function startFakePaypal(options: FakePaypalOptions = {}) {
  const app = {
    clientId: options.clientId ?? 'coffer-fake-client',
    secret: options.secret ?? 'coffer-fake-secret',
  };
  let webhook = { url: options.webhookUrl ?? null, id: options.webhookId ?? 'WH-COFFER-FAKE' } as {
    url: string | null;
    id: string;
  };
  const clock = fakeClock();
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const tokens = new Set<string>();
  const events: FakePaypalEvent[] = [];
  const sent = new Map<string, { time: string; webhookId: string; signature: string }>();
  let deliveries: Promise<void> = Promise.resolve();
  let base = '';
  const accounts: PaypalAccounts = paypalAccounts(clock, () => base, emit);

  function emit(eventType: string, resource: object) {
    const event: FakePaypalEvent = {
      id: fakeId('WH-', 17).toUpperCase(),
      event_version: '1.0',
      create_time: new Date(clock.nowMs()).toISOString(),
      resource_type: eventType.startsWith('PAYMENT.SALE') ? 'sale' : 'subscription',
      event_type: eventType,
      summary: eventType,
      resource: structuredClone(resource) as { id: string },
      deliveries: [],
    };
    events.push(event);
    if (webhook.url) {
      const url = webhook.url;
      deliveries = deliveries.then(() => deliver(event, url).then(() => undefined));
    }
  }

  /** One transmission of `event`, stamped and signed now (PayPal signs each one anew). */
  async function deliver(
    event: FakePaypalEvent,
    url: string,
    sentAt = new Date(),
  ): Promise<number> {
    const { deliveries: _, ...payload } = event;
    const body = JSON.stringify(payload);
    const id = randomUUID();
    const time = sentAt.toISOString();
    const signature = sign(
      'sha256',
      Buffer.from(signed(id, time, webhook.id, body)),
      keys.privateKey,
    ).toString('base64');
    sent.set(id, { time, webhookId: webhook.id, signature });
    const headers = {
      'paypal-transmission-id': id,
      'paypal-transmission-time': time,
      'paypal-transmission-sig': signature,
      'paypal-cert-url': `${base}/v1/notifications/certs/CERT-COFFER-FAKE`,
      'paypal-auth-algo': 'SHA256withRSA',
    };
    return post(event, url, headers, body);
  }

  async function post(
    event: FakePaypalEvent,
    url: string,
    headers: Record<string, string>,
    body: string,
  ) {
    const status = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'PayPal/AUHD-214.0-58365412',
        ...headers,
      },
      body,
      signal: AbortSignal.timeout(20_000),
    })
      .then(async (response) => {
        await response.arrayBuffer();
        return response.status;
      })
      .catch(() => 0);
    event.deliveries.push({ url, headers, body, status });
    return status;
  }

  function byId(id: string) {
    const event = events.find((candidate) => candidate.id === id);
    if (!event) throw refusal(404, 'RESOURCE_NOT_FOUND', `No event ${id}.`);
    return event;
  }

  const started = await listenFake((request) => handle(request), options);
  base = started.url;

  async function handle(request: FakeRequest): Promise<FakeAnswer> {
    const path = request.url.pathname;
    if (path === '/checkoutnow' || path.startsWith('/checkoutnow/')) return checkout(request, path);
    if (path.startsWith('/test/')) return testRoute(request, path);
    if (path === '/v1/oauth2/token') return token(request);
    const bearer = request.headers.authorization?.replace(/^Bearer /, '');
    if (!bearer || !tokens.has(bearer)) {
      return {
        status: 401,
        body: { error: 'invalid_token', error_description: 'Token signature verification failed' },
      };
    }
    const body = request.body.length ? (JSON.parse(request.body.toString('utf8')) as FakeJson) : {};
    const { method } = request;
    const q = request.url.searchParams;
    const ok = (value: object, status = 200) => ({ status, body: value });
    /** The path's parts `pattern` captures when it is `verb`'s route, else null. */
    const at = (verb: string, pattern: RegExp): string[] | null =>
      verb === method ? (path.match(pattern)?.slice(1) ?? null) : null;

    if (at('POST', /^\/v1\/notifications\/verify-webhook-signature$/)) {
      return ok({ verification_status: verdict(body) });
    }
    if (at('POST', /^\/v1\/catalogs\/products$/)) return ok(accounts.createProduct(body), 201);
    const productId = at('GET', /^\/v1\/catalogs\/products\/([^/]+)$/)?.[0];
    if (productId) {
      const product = accounts.products.get(productId);
      return product
        ? ok(product)
        : ok({ name: 'RESOURCE_NOT_FOUND', message: 'No such product.' }, 404);
    }
    if (at('POST', /^\/v1\/billing\/plans$/)) return ok(accounts.createPlan(body), 201);
    if (at('GET', /^\/v1\/billing\/plans$/)) {
      const size = Math.min(Number(q.get('page_size') ?? 10), 20);
      const page = Math.max(Number(q.get('page') ?? 1), 1);
      const all = [...accounts.plans.values()].filter(
        (p) => !q.get('product_id') || p.product_id === q.get('product_id'),
      );
      const plans = all
        .slice((page - 1) * size, page * size)
        .map(({ id, product_id, name, status, description, create_time }) => ({
          id,
          product_id,
          name,
          status,
          description,
          create_time,
        }));
      return ok({
        plans,
        total_items: all.length,
        total_pages: Math.max(Math.ceil(all.length / size), 1),
      });
    }
    const planId = at('GET', /^\/v1\/billing\/plans\/([^/]+)$/)?.[0];
    if (planId) return ok(accounts.plan(planId));
    if (at('POST', /^\/v1\/billing\/subscriptions$/))
      return ok(accounts.createSubscription(body), 201);
    const subscriptionId = at('GET', /^\/v1\/billing\/subscriptions\/([^/]+)$/)?.[0];
    if (subscriptionId) return ok(accounts.subscription(subscriptionId));
    const paymentsOf = at('GET', /^\/v1\/billing\/subscriptions\/([^/]+)\/transactions$/)?.[0];
    if (paymentsOf) {
      const [from, to] = [q.get('start_time'), q.get('end_time')];
      if (!from || !to)
        throw refusal(400, 'INVALID_REQUEST', 'start_time and end_time are required.');
      return ok({ transactions: accounts.transactions(paymentsOf, from, to) });
    }
    const change = at(
      'POST',
      /^\/v1\/billing\/subscriptions\/([^/]+)\/(revise|suspend|activate|cancel)$/,
    );
    if (change) {
      const [id = '', action] = change;
      const sub = accounts.subscription(id);
      if (action === 'revise')
        return ok(accounts.revise(sub, body.plan_id, body.application_context));
      const reason = String(body.reason ?? '');
      if (!reason) throw refusal(400, 'INVALID_REQUEST', 'reason is required.');
      if (action === 'suspend') accounts.suspend(sub, reason);
      if (action === 'activate') accounts.activate(sub, reason);
      if (action === 'cancel') accounts.cancel(sub, reason);
      return { status: 204 };
    }
    return { status: 404, body: { name: 'RESOURCE_NOT_FOUND', message: `No ${method} ${path}.` } };
  }

  function token(request: FakeRequest): FakeAnswer {
    const expected = `Basic ${Buffer.from(`${app.clientId}:${app.secret}`).toString('base64')}`;
    const grant = new URLSearchParams(request.body.toString('utf8')).get('grant_type');
    if (request.headers.authorization !== expected || grant !== 'client_credentials') {
      return {
        status: 401,
        body: { error: 'invalid_client', error_description: 'Client Authentication failed' },
      };
    }
    const value = fakeId('A21AA', 40);
    tokens.add(value);
    return {
      status: 200,
      body: {
        scope: 'https://uri.paypal.com/services/subscriptions',
        access_token: value,
        token_type: 'Bearer',
        app_id: 'APP-COFFER-FAKE',
        expires_in: 32_400,
        nonce: fakeId('', 20),
      },
    };
  }

  /** SUCCESS only for a transmission this fake sent, to this webhook, with this very event. */
  function verdict(body: Record<string, unknown>): 'SUCCESS' | 'FAILURE' {
    const id = String(body.transmission_id ?? '');
    const record = sent.get(id);
    if (!record || body.webhook_id !== record.webhookId || body.transmission_time !== record.time)
      return 'FAILURE';
    if (
      body.auth_algo !== 'SHA256withRSA' ||
      body.cert_url !== `${base}/v1/notifications/certs/CERT-COFFER-FAKE`
    )
      return 'FAILURE';
    const message = Buffer.from(
      signed(id, record.time, record.webhookId, JSON.stringify(body.webhook_event)),
    );
    const signature = Buffer.from(String(body.transmission_sig ?? ''), 'base64');
    return verify('sha256', message, keys.publicKey, signature) ? 'SUCCESS' : 'FAILURE';
  }

  function checkout(request: FakeRequest, path: string): FakeAnswer {
    const input =
      request.method === 'POST' ? testInput(request) : Object.fromEntries(request.url.searchParams);
    const approval = input.ba_token ?? '';
    if (request.method === 'GET')
      return {
        status: 200,
        text: approvalPage(approval),
        headers: { 'content-type': 'text/html; charset=utf-8' },
      };
    const target =
      path === '/checkoutnow/approve'
        ? accounts.approve(approval).returnUrl
        : accounts.decline(approval).cancelUrl;
    return target ? { status: 303, headers: { location: target } } : { status: 200, text: 'Done.' };
  }

  function testRoute(request: FakeRequest, path: string): FakeAnswer {
    const input = testInput(request);
    if (request.method === 'GET' && path === '/test/status')
      return {
        status: 200,
        body: {
          now: new Date(clock.nowMs()).toISOString(),
          webhook_url: webhook.url,
          webhook_id: webhook.id,
        },
      };
    if (request.method === 'GET' && path === '/test/events') {
      return {
        status: 200,
        body: events.map((e) => ({
          id: e.id,
          event_type: e.event_type,
          resource_id: e.resource.id,
          deliveries: e.deliveries.map((d) => d.status),
        })),
      };
    }
    if (request.method !== 'POST')
      return { status: 405, body: { message: 'Test endpoints take POST.' } };
    const approve = path.match(/^\/test\/approve\/([^/]+)$/);
    if (approve) {
      const pending = accounts.approvalOf(decodeURIComponent(approve[1]!));
      if (!pending) throw refusal(404, 'RESOURCE_NOT_FOUND', 'Nothing waits for approval.');
      const { subscription, returnUrl } = accounts.approve(pending, {
        failRenewals: input.fail_renewals === 'true',
      });
      return {
        status: 200,
        body: {
          subscription_id: subscription.id,
          status: subscription.status,
          return_url: returnUrl,
        },
      };
    }
    if (path === '/test/advance')
      return { status: 200, body: accounts.advance(Number(input.seconds ?? 0)) };
    if (path === '/test/webhook') {
      webhook = { url: input.url || null, id: input.webhook_id || webhook.id };
      return { status: 200, body: { webhook_url: webhook.url, webhook_id: webhook.id } };
    }
    return { status: 404, body: { message: 'Unrecognized test URL.' } };
  }

  return {
    url: started.url,
    close: started.close,
    app,
    clock,
    accounts,
    events,
    /** The webhook id Coffer's `billing.paypal.webhook_id` must name. */
    get webhookId() {
      return webhook.id;
    },
    setWebhookUrl(url: string | null) {
      webhook = { ...webhook, url };
    },
    /** Waits until every webhook sent so far got its answer. */
    settled: () => deliveries,
    /** The buyer approves what waits for approval on `subscriptionId` (a checkout or a revise). */
    approve(subscriptionId: string, approveOptions: { failRenewals?: boolean } = {}) {
      const pending = accounts.approvalOf(subscriptionId);
      if (!pending) throw new Error(`nothing of ${subscriptionId} waits for approval`);
      return accounts.approve(pending, approveOptions);
    },
    advance: (seconds: number) => accounts.advance(seconds),
    /**
     * A new transmission of `eventId` (what PayPal's retries do), stamped `sentAt` (now): an
     * old stamp stands for a transmission caught then and sent again today.
     */
    redeliver(eventId: string, { url = webhook.url, sentAt = new Date() } = {}) {
      if (!url) throw new Error('no webhook URL');
      return deliver(byId(eventId), url, sentAt);
    },
    /** The last transmission of `eventId` again, headers and body unchanged (a replay). */
    replay(eventId: string) {
      const event = byId(eventId);
      const last = event.deliveries.at(-1);
      if (!last) throw new Error(`${eventId} was never delivered`);
      return post(event, last.url, last.headers, last.body);
    },
  };
}

/** A request's JSON as the fake reads it: loosely; the accounts check what they need. */
// biome-ignore lint/suspicious/noExplicitAny: the fake takes whatever Coffer sends and checks it where it matters.
type FakeJson = any;

export type FakePaypal = Awaited<ReturnType<typeof startFakePaypal>>;

export interface FakePaypalOptions {
  port?: number;
  host?: string;
  clientId?: string;
  secret?: string;
  /** The id PayPal gave the webhook (`billing.paypal.webhook_id`). */
  webhookId?: string;
  /** Where webhooks go (Coffer's `…/billing/paypal/webhook`); none until set. */
  webhookUrl?: string;
}

export interface FakePaypalEvent {
  id: string;
  event_version: string;
  create_time: string;
  resource_type: string;
  event_type: string;
  summary: string;
  resource: { id: string };
  deliveries: { url: string; headers: Record<string, string>; body: string; status: number }[];
}

/** What PayPal signs: `transmission id|time|webhook id|CRC32 of the body`. */
function signed(id: string, time: string, webhookId: string, body: string): string {
  return `${id}|${time}|${webhookId}|${crc32(Buffer.from(body))}`;
}
