import { parseArgs } from 'node:util';
import { startFakeStripe } from './fake-stripe';

/**
 * Starts the fake Stripe on its own (the e2e journeys, a developer's manual run), test-only:
 *
 *   pnpm exec tsx apps/server/src/modules/billing/testing/fake-stripe-cli.ts \
 *     --port 8282 --webhook-url http://127.0.0.1:8181/api/v1/billing/stripe/webhook
 *
 * Prints one JSON line (`url` and the keys to put in Coffer's settings) and runs until it is
 * stopped (SIGINT, SIGTERM). README.md beside this file lists its test endpoints.
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    host: { type: 'string', default: '127.0.0.1' },
    'webhook-url': { type: 'string' },
    'public-key': { type: 'string' },
    'secret-key': { type: 'string' },
    'webhook-secret': { type: 'string' },
  },
});

const fake = await startFakeStripe({
  port: Number(values.port),
  host: values.host,
  webhookUrl: values['webhook-url'],
  publicKey: values['public-key'],
  secretKey: values['secret-key'],
  webhookSecret: values['webhook-secret'],
});
const { publicKey, secretKey, webhookSecret } = fake.keys;
process.stdout.write(
  `${JSON.stringify({ url: fake.url, public_key: publicKey, secret_key: secretKey, webhook_secret: webhookSecret })}\n`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void fake
      .settled()
      .then(() => fake.close())
      .then(() => process.exit(0));
  });
}
