/**
 * Where the e2e server finds the local fake Stripe (issue 27): a fixed port beside the
 * server's own (`E2E_PORT` + 1000, or `E2E_STRIPE_PORT`), since the server reads
 * `STRIPE_API_BASE` when it starts (playwright.config.ts) and billing-stripe.spec.ts starts the
 * fake there later. Nothing listens on it unless that spec runs.
 */
export function fakeStripePort(): number {
  if (process.env.E2E_STRIPE_PORT) return Number(process.env.E2E_STRIPE_PORT);
  return Number(process.env.E2E_PORT ?? 8181) + 1000;
}

export const fakeStripeUrl = () => `http://127.0.0.1:${fakeStripePort()}`;
