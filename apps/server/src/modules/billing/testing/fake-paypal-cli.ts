import { parseArgs } from 'node:util';
import { startFakePaypal } from './fake-paypal';

/**
 * Starts the fake PayPal on its own (the e2e journeys, a developer's manual run), test-only:
 *
 *   pnpm exec tsx apps/server/src/modules/billing/testing/fake-paypal-cli.ts \
 *     --port 8283 --webhook-url http://127.0.0.1:8181/api/v1/billing/paypal/webhook
 *
 * Prints one JSON line (`url`, the app's `client_id` and `secret`, the `webhook_id` to put
 * in Coffer's settings) and runs until it is stopped (SIGINT, SIGTERM). README.md beside this
 * file lists its test endpoints.
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    host: { type: 'string', default: '127.0.0.1' },
    'webhook-url': { type: 'string' },
    'webhook-id': { type: 'string' },
    'client-id': { type: 'string' },
    secret: { type: 'string' },
  },
});

const fake = await startFakePaypal({
  port: Number(values.port),
  host: values.host,
  webhookUrl: values['webhook-url'],
  webhookId: values['webhook-id'],
  clientId: values['client-id'],
  secret: values.secret,
});
process.stdout.write(
  `${JSON.stringify({ url: fake.url, client_id: fake.app.clientId, secret: fake.app.secret, webhook_id: fake.webhookId })}\n`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void fake
      .settled()
      .then(() => fake.close())
      .then(() => process.exit(0));
  });
}
