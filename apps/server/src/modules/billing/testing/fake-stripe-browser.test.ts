import { afterAll, describe, expect, it } from 'vitest';
import { startFakeStripe } from './fake-stripe';

// The fake's Stripe.js side (test-only code; the e2e Stripe.js double calls it): confirming an
// intent with the publishable key and its client secret, as Stripe.js does from the page.
const fake = await startFakeStripe();
afterAll(() => fake.close());

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  body: new URLSearchParams(fields),
});

describe('the fake Stripe: POST /v1/{payment,setup}_intents/:id/confirm (Stripe.js)', () => {
  it('confirms with the publishable key and the intent’s own secret, once, CORS open', async () => {
    const customer = fake.bank.createCustomer({ email: 'buyer@example.com', metadata: {} });
    const intent = fake.bank.createSetupIntent({ customer: customer.id, metadata: {} });
    const url = `${fake.url}/v1/setup_intents/${intent.id}/confirm`;
    const card = { 'payment_method_data[card][number]': '5555555555554444' };

    const secretKey = await fetch(
      url,
      form({ key: fake.keys.secretKey, client_secret: intent.client_secret, ...card }),
    );
    expect(secretKey.status).toBe(401);
    const otherSecret = await fetch(
      url,
      form({ key: fake.keys.publicKey, client_secret: 'seti_other_secret_x', ...card }),
    );
    expect(otherSecret.status).toBe(400);
    const declined = await fetch(
      url,
      form({
        key: fake.keys.publicKey,
        client_secret: intent.client_secret,
        'payment_method_data[card][number]': '4000000000000002',
      }),
    );
    expect(declined.status).toBe(402);
    expect(((await declined.json()) as { error: unknown }).error).toMatchObject({
      code: 'card_declined',
    });

    const confirmed = await fetch(
      url,
      form({ key: fake.keys.publicKey, client_secret: intent.client_secret, ...card }),
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.headers.get('access-control-allow-origin')).toBe('*');
    expect(await confirmed.json()).toMatchObject({ id: intent.id, status: 'succeeded' });
    expect(fake.bank.find<{ status: string }>(intent.id, 'setup_intent').status).toBe('succeeded');

    const again = await fetch(
      url,
      form({ key: fake.keys.publicKey, client_secret: intent.client_secret, ...card }),
    );
    expect(again.status).toBe(400);
  });
});
