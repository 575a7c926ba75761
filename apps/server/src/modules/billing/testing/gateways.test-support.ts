import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestServer } from '../../../../test/harness';
import { SERVER_KEY_PREFIX, writeSettings } from '../../../kernel/settings/repo';
import type { BillingGateway, GatewayEvent, GatewayPrice } from '../gateways/gateway';

/** Switches a gateway on with these server settings (keys, secrets), as an admin saves them. */
export async function switchOnGateway(
  server: TestServer,
  gateway: 'stripe' | 'paypal',
  secrets: Record<string, string>,
) {
  await writeSettings(
    server.app.db,
    Object.entries(secrets).map(([key, value]) => [`${SERVER_KEY_PREFIX}${key}`, value] as const),
    server.app.clock.iso(),
  );
  await server.app.settings.set(`billing.${gateway}.enable`, true);
}

export type WebhookOutcome =
  | { status: 200; events: GatewayEvent[] }
  | { status: 400 | 502; reason: string };

/**
 * A webhook endpoint on loopback that hands every delivery, raw, to `gateway.verifyWebhook`
 * (what the billing module's webhook route does) and keeps what came of it, in order.
 */
export async function startWebhookReceiver(gateway: BillingGateway) {
  const outcomes: WebhookOutcome[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v]),
    );
    try {
      const events = await gateway.verifyWebhook!(Buffer.concat(chunks), headers);
      outcomes.push({ status: 200, events });
      res.writeHead(200).end('{"received":true}');
    } catch (error) {
      const status = (error as { status?: number }).status === 400 ? 400 : 502;
      const reason = (error as { reason?: string }).reason ?? String(error);
      outcomes.push({ status, reason });
      res.writeHead(status).end();
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook`,
    outcomes,
    /** The outcomes since the last call. */
    take(): WebhookOutcome[] {
      return outcomes.splice(0, outcomes.length);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let priceIds = 0;
/** A Coffer price as the module hands it to a gateway (a fresh id each time). */
export function gatewayPrice(overrides: Partial<GatewayPrice> = {}): GatewayPrice {
  priceIds += 1;
  return {
    id: 900_000 + priceIds + Math.floor(Math.random() * 10_000) * 100,
    amount: 9.99,
    currency: 'USD',
    interval: 'month',
    intervalCount: 1,
    productName: 'Pro',
    gatewayPriceId: null,
    ...overrides,
  };
}

let customers = 0;
export function gatewayCustomer() {
  customers += 1;
  const n = customers + Math.floor(Math.random() * 1_000_000) * 100;
  return { userId: n, email: `buyer-${n}@example.com`, name: `Buyer ${n}` };
}

export const DAY_S = 24 * 60 * 60;
