import { createHmac, randomBytes } from 'node:crypto';
import {
  type FakeAnswer,
  FakeRefusal,
  type FakeRequest,
  fakeClock,
  fakeId,
  listenFake,
  testInput,
} from './fake-http';
import { stripeApi } from './fake-stripe-api';
import { stripeBank } from './fake-stripe-bank';
import { type Params, record, stripeError, stripeParams } from './fake-stripe-form';

export { FAKE_CARDS } from './fake-stripe-bank';

/**
 * A local Stripe for tests and the e2e journeys (never for a real site): a real HTTP server
 * on loopback answering the REST calls Coffer's Stripe gateway makes (form bodies, Bearer
 * secret key, `expand[]`, idempotency keys), keeping its accounts in memory, and sending
 * webhooks signed as Stripe signs them (`Stripe-Signature: t=…,v1=HMAC-SHA256("t.body")`
 * with the endpoint's secret, at the real time). What the browser does with Stripe.js is
 * its `POST /test/confirm/:client_secret`. README beside this file.
 */
export async function startFakeStripe(options: FakeStripeOptions = {}) {
  const keys = {
    publicKey: options.publicKey ?? 'pk_test_coffer_fake',
    secretKey: options.secretKey ?? 'sk_test_coffer_fake',
    webhookSecret: options.webhookSecret ?? 'whsec_coffer_fake',
  };
  const clock = fakeClock();
  const events: FakeStripeEvent[] = [];
  let webhookUrl = options.webhookUrl ?? null;
  let deliveries: Promise<void> = Promise.resolve();
  const bank = stripeBank(clock, emit);
  const apiRoute = stripeApi(bank, clock, emit);
  const idempotent = new Map<string, { fingerprint: string; answer: FakeAnswer }>();

  function emit(type: string, object: object) {
    const event: FakeStripeEvent = {
      id: fakeId('evt_'),
      object: 'event',
      api_version: '2024-06-20',
      created: clock.nowSeconds(),
      type,
      livemode: false,
      data: { object: structuredClone(object) as { id: string } },
      deliveries: [],
    };
    events.push(event);
    if (webhookUrl) {
      const url = webhookUrl;
      deliveries = deliveries.then(() => deliver(event, url).then(() => undefined));
    }
  }

  /** Sends `event` now, signed at the real time (Stripe signs so, test clocks or not). */
  async function deliver(event: FakeStripeEvent, url: string): Promise<number> {
    const { deliveries: _, ...payload } = event;
    const body = JSON.stringify(payload, null, 2);
    const timestamp = Math.floor(Date.now() / 1000);
    const v1 = createHmac('sha256', keys.webhookSecret)
      .update(`${timestamp}.${body}`)
      .digest('hex');
    // Stripe's test mode adds a v0 signature of an older scheme, which receivers skip.
    const header = `t=${timestamp},v1=${v1},v0=${randomBytes(32).toString('hex')}`;
    return post(event, url, header, body);
  }

  async function post(event: FakeStripeEvent, url: string, header: string, body: string) {
    const status = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': header,
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      },
      body,
      signal: AbortSignal.timeout(20_000),
    })
      .then(async (response) => {
        await response.arrayBuffer();
        return response.status;
      })
      .catch(() => 0);
    event.deliveries.push({ url, header, body, status });
    return status;
  }

  function byId(id: string): FakeStripeEvent {
    const event = events.find((candidate) => candidate.id === id);
    if (!event)
      throw new FakeRefusal({ status: 404, body: { error: { message: 'No such event.' } } });
    return event;
  }

  const fake = {
    keys,
    clock,
    bank,
    events,
    /** Where webhooks go from now on (null: nowhere). */
    setWebhookUrl(url: string | null) {
      webhookUrl = url;
    },
    /** Waits until every webhook sent so far got its answer. */
    settled: () => deliveries,
    confirm: (clientSecret: string, cardNumber?: string) => bank.confirm(clientSecret, cardNumber),
    advance: (seconds: number) => bank.advance(seconds),
    /** A new delivery of `eventId`, signed afresh (what Stripe's retries do). */
    redeliver(eventId: string, url = webhookUrl) {
      if (!url) throw new Error('no webhook URL');
      return deliver(byId(eventId), url);
    },
    /** The last delivery of `eventId` again, byte for byte (a replay by whoever caught it). */
    replay(eventId: string) {
      const event = byId(eventId);
      const last = event.deliveries.at(-1);
      if (!last) throw new Error(`${eventId} was never delivered`);
      return post(event, last.url, last.header, last.body);
    },
  };

  const started = await listenFake((request) => handle(request), options);

  async function handle(request: FakeRequest): Promise<FakeAnswer> {
    const path = request.url.pathname;
    if (path.startsWith('/test/')) return testRoute(request, path);
    if (!path.startsWith('/v1/')) return stripeError(404, 'Unrecognized request URL.');
    const browserConfirm = path.match(/^\/v1\/(payment_intents|setup_intents)\/([^/]+)\/confirm$/);
    if (browserConfirm) return confirmFromBrowser(request, browserConfirm[2]!);
    if (request.headers.authorization !== `Bearer ${keys.secretKey}`) {
      return stripeError(401, 'Invalid API Key provided.');
    }
    const params = stripeParams(
      request.method === 'POST' ? request.body.toString('utf8') : request.url.search.slice(1),
    );
    const key = request.headers['idempotency-key'];
    if (request.method !== 'POST' || typeof key !== 'string')
      return apiRoute(request, path, params);
    const fingerprint = `${path} ${request.body.toString('utf8')}`;
    const earlier = idempotent.get(key);
    if (earlier && earlier.fingerprint !== fingerprint) {
      return stripeError(
        400,
        'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        'idempotency_error',
      );
    }
    if (earlier) return earlier.answer;
    const answer = await apiRoute(request, path, params).catch((error: unknown) => {
      if (error instanceof FakeRefusal) return error.answer;
      throw error;
    });
    idempotent.set(key, { fingerprint, answer });
    return answer;
  }

  /**
   * What Stripe.js itself calls from the buyer's page (`confirmPayment`, `confirmSetup`):
   * `POST /v1/payment_intents/:id/confirm` (or `setup_intents`), a form with the publishable
   * `key`, the intent's `client_secret` and `payment_method_data[card][number]`, answered with
   * CORS open as Stripe answers the browser. The e2e Stripe.js double calls it.
   */
  function confirmFromBrowser(request: FakeRequest, intentId: string): FakeAnswer {
    const cors = { 'access-control-allow-origin': '*' };
    if (request.method === 'OPTIONS') {
      return {
        status: 204,
        headers: { ...cors, 'access-control-allow-headers': 'content-type' },
      };
    }
    const params = stripeParams(request.body.toString('utf8'));
    const key = typeof params.key === 'string' ? params.key : '';
    const secret = typeof params.client_secret === 'string' ? params.client_secret : '';
    const card = record(record(params.payment_method_data).card as Params[string]);
    let answer: FakeAnswer;
    if (request.method !== 'POST') answer = stripeError(405, 'Confirm takes POST.');
    else if (key !== keys.publicKey) answer = stripeError(401, 'Invalid API Key provided.');
    else if (!secret.startsWith(`${intentId}_secret_`)) {
      answer = stripeError(400, 'The client_secret does not match this intent.');
    } else answer = bank.confirm(secret, card.number || undefined);
    return { ...answer, headers: { ...answer.headers, ...cors } };
  }

  function testRoute(request: FakeRequest, path: string): FakeAnswer {
    const input = testInput(request);
    if (request.method === 'GET' && path === '/test/status') {
      return { status: 200, body: { now: clock.nowSeconds(), webhook_url: webhookUrl } };
    }
    if (request.method !== 'POST' && !(request.method === 'GET' && path === '/test/events')) {
      return stripeError(405, 'Test endpoints take POST.');
    }
    const confirm = path.match(/^\/test\/confirm\/([^/]+)$/);
    if (confirm) return bank.confirm(decodeURIComponent(confirm[1]!), input.card_number);
    if (path === '/test/advance') {
      return { status: 200, body: bank.advance(Number(input.seconds ?? 0)) };
    }
    if (path === '/test/webhook') {
      webhookUrl = input.url || null;
      return { status: 200, body: { webhook_url: webhookUrl } };
    }
    if (path === '/test/events') {
      return {
        status: 200,
        body: events.map((e) => ({
          id: e.id,
          type: e.type,
          object_id: e.data.object.id,
          deliveries: e.deliveries.map((d) => d.status),
        })),
      };
    }
    return stripeError(404, 'Unrecognized test URL.');
  }

  return {
    ...fake,
    url: started.url,
    close: started.close,
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

export interface FakeStripeOptions {
  /** 0 (a free port) unless given. */
  port?: number;
  host?: string;
  publicKey?: string;
  secretKey?: string;
  webhookSecret?: string;
  /** Where webhooks go (Coffer's `…/billing/stripe/webhook`); none until set. */
  webhookUrl?: string;
}

export interface FakeStripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  livemode: false;
  data: { object: { id: string } };
  /** Each delivery as sent (header and body, to replay it) and the status it got (0: none). */
  deliveries: { url: string; header: string; body: string; status: number }[];
}
