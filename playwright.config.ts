import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/chromium.ts';
import { fakeStripeUrl } from './tests/e2e/support/fake-stripe.ts';

const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://localhost:${port}`;

/** Journeys against the built app and the real server, on a fresh data dir each run. */
export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    // COFFER_TEST_CLOCK: journeys move the server's clock past deadlines (ADR 0017).
    // STRIPE_API_BASE: the fake Stripe billing-stripe.spec.ts starts (tests/e2e/support).
    env: {
      PORT: String(port),
      APP_URL: baseURL,
      COFFER_TEST_CLOCK: '1',
      STRIPE_API_BASE: fakeStripeUrl(),
    },
  },
});
