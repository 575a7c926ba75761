import { createHmac } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { type FakeStripe, startFakeStripe } from '@coffer/server/fake-stripe';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { clientIp, freshContext, signUpAdmin } from './admin-support';
import { sql } from './db';
import { signUp } from './drive-support';
import { expect, test } from './fixtures';
import { fakeStripePort } from './support/fake-stripe';

/**
 * Billing through Stripe (issue 27) in the browser, against the real server and the local fake
 * Stripe (apps/server/src/modules/billing/testing/), which this spec starts where the server's
 * STRIPE_API_BASE points (playwright.config.ts). Stripe.js cannot be fetched here: the browser's
 * request for it is answered with a test double (support/stripe-js-double.js) that mounts a
 * Payment Element and confirms through Stripe's browser API, which is routed to the fake. The
 * fake then signs its webhooks to the server as Stripe does; a forged one is refused. Last, the
 * subscriber's confirmation email carries the signed unsubscribe link: it works once.
 */

const run = Date.now().toString(36);
const planName = `Stripe Pro ${run}`;
const port = Number(process.env.E2E_PORT ?? 8181);
const appUrl = `http://localhost:${port}`;
const WEBHOOK = '/api/v1/billing/stripe/webhook';
const stripeJsDouble = fileURLToPath(new URL('./support/stripe-js-double.js', import.meta.url));

let fake: FakeStripe;

async function xsrfHeaders(context: BrowserContext | APIRequestContext) {
  const state = await context.storageState();
  const token = state.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'X-XSRF-TOKEN': decodeURIComponent(token) };
}

/** An admin switches billing and Stripe on with the fake's keys, and makes the plan. */
async function adminSetUp(browser: Browser, stripeOn: boolean) {
  const context = await freshContext(browser);
  const admin = await context.newPage();
  await signUpAdmin(admin);
  const headers = await xsrfHeaders(context);
  const settings = await context.request.post('/api/v1/settings', {
    headers,
    data: stripeOn
      ? {
          client: {
            'billing.enable': true,
            'billing.stripe.enable': true,
            // Stripe alone at checkout: the Payment Element shows without picking a gateway.
            'billing.test_gateway.enable': false,
          },
          server: {
            'billing.stripe.public_key': fake.keys.publicKey,
            'billing.stripe.secret_key': fake.keys.secretKey,
            'billing.stripe.webhook_secret': fake.keys.webhookSecret,
          },
        }
      : { client: { 'billing.stripe.enable': false } },
  });
  expect(settings.status(), await settings.text()).toBe(200);
  if (stripeOn) {
    const plan = await context.request.post('/api/v1/billing/products', {
      headers,
      data: {
        name: planName,
        description: 'Paid through Stripe',
        feature_list: ['100 GB of storage'],
        available_space: 100 * 1024 ** 3,
        prices: [
          { amount: 12, currency: 'USD', interval: 'month', interval_count: 1 },
          { amount: 120, currency: 'USD', interval: 'year', interval_count: 1 },
        ],
      },
    });
    expect(plan.status(), await plan.text()).toBe(200);
  }
  await context.close();
}

/**
 * The browser's way to Stripe: the Stripe.js script `@stripe/stripe-js` adds is the double,
 * and Stripe's API (what the double calls, as Stripe.js does) is the fake. Answers the script
 * URLs the browser asked for.
 */
async function routeStripe(context: BrowserContext) {
  const scripts: string[] = [];
  await context.route('https://js.stripe.com/**', async (route) => {
    scripts.push(route.request().url());
    await route.fulfill({ path: stripeJsDouble, contentType: 'text/javascript; charset=utf-8' });
  });
  await context.route('https://api.stripe.com/**', async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${fake.url}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
  return scripts;
}

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text);

test.describe('billing through Stripe (the local fake Stripe, a Stripe.js double)', () => {
  test.beforeAll(async ({ browser }) => {
    fake = await startFakeStripe({ port: fakeStripePort(), webhookUrl: `${appUrl}${WEBHOOK}` });
    await adminSetUp(browser, true);
  });

  test.afterAll(async ({ browser }) => {
    // The server outlives this spec: later ones find Stripe off again.
    await adminSetUp(browser, false);
    await fake?.close();
  });

  test('pick a plan → Stripe’s Payment Element → pay → stripe/done → signed webhooks → /billing; a forged webhook is refused; a new card by SetupIntent; the email’s unsubscribe link works once', async ({
    page,
    context,
    browser,
    playwright,
  }) => {
    test.setTimeout(90_000);
    const scripts = await routeStripe(context);
    const email = await signUp(page);

    await page.goto('/pricing');
    const card = page.getByRole('article', { name: planName });
    await expect(card.getByText('$120 / year')).toBeVisible();
    await card.getByRole('link', { name: 'Choose plan' }).click();
    await expect(page).toHaveURL(/\/checkout\/\d+\/\d+$/);
    await expect(
      page.getByRole('region', { name: 'Order summary' }).getByText(planName),
    ).toBeVisible();
    await expect(page.getByText('Test mode')).toHaveCount(0);

    // The server starts an incomplete subscription at Stripe; its client secret mounts the element.
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    const element = page.getByRole('group', { name: 'Stripe payment details' });
    await expect(element).toBeVisible();
    expect(scripts).toEqual([
      expect.stringMatching(/^https:\/\/js\.stripe\.com\/[a-z0-9]+\/stripe\.js/),
    ]);
    const [subscription] = fake.bank
      .all<{ id: string; status: string; customer: string }>('subscription')
      .slice(-1);
    expect(subscription).toMatchObject({ status: 'incomplete' });

    // A declined card: Stripe's message on the page, nothing stored, the buyer stays.
    await element.getByRole('textbox', { name: 'Card number' }).fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByRole('alert').getByText('Your card was declined.')).toBeVisible();
    await expect(page).toHaveURL(/\/checkout\/\d+\/\d+$/);

    await element.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay' }).click();
    // Back from "Stripe" with its parameters; the done page stores what Stripe confirmed.
    await page.waitForURL(/\/stripe\/done\?gateway_id=sub_\w+&payment_intent=pi_\w+/, {
      waitUntil: 'commit',
    });
    expect(new URL(page.url()).searchParams.get('redirect_status')).toBe('succeeded');
    // Whichever keeps the subscription first: stripe/done (its 'Thanks! Your subscription is
    // active.' toast), or the invoice.paid webhook, after which the done page is a subscriber's
    // and sends to /billing at once (spec §2.3: checkout pages are for non-subscribers).
    await expect(page).toHaveURL('/billing');
    const plan = page.getByRole('region', { name: 'Current plan' });
    await expect(plan.getByText(planName)).toBeVisible();
    await expect(plan.getByText(/^Renews on /)).toBeVisible();
    await expect(plan.getByText('Test mode')).toHaveCount(0);
    await expect(page.getByText('Card ending in 4242')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Invoices' }).getByText('$120')).toBeVisible();
    // Kept once, whichever came first.
    expect(
      sql<{ gateway: string; gateway_id: string; status: string }>(
        'SELECT s.gateway, s.gateway_id, s.status FROM subscriptions s JOIN users u ON u.id = s.user_id WHERE u.email = ?',
        email,
      ),
    ).toEqual([{ gateway: 'stripe', gateway_id: subscription!.id, status: 'active' }]);

    // The fake's webhooks, signed with the endpoint's secret, were all taken (200).
    await fake.settled();
    const paid = fake.events.filter(
      (event) =>
        event.type === 'invoice.paid' &&
        (event.data.object as { subscription?: string }).subscription === subscription!.id,
    );
    expect(paid).toHaveLength(1);
    expect(paid[0]!.deliveries.map((delivery) => delivery.status)).toEqual([200]);
    const ours = fake.events.filter((event) =>
      [subscription!.id, subscription!.customer].some((id) =>
        JSON.stringify(event.data.object).includes(id),
      ),
    );
    expect(ours.flatMap((event) => event.deliveries.map((d) => d.status))).not.toContain(400);

    // A forged webhook: the subscription "deleted", signed with a secret that is not the
    // endpoint's. Refused with 400, and the plan stays.
    const before = await page.request.get('/api/v1/billing/me');
    const forgedBody = JSON.stringify({
      id: `evt_forged_${run}`,
      object: 'event',
      api_version: '2024-06-20',
      created: Math.floor(Date.now() / 1000),
      type: 'customer.subscription.deleted',
      livemode: false,
      data: {
        object: { ...fake.bank.find<object>(subscription!.id, 'subscription'), status: 'canceled' },
      },
    });
    const t = Math.floor(Date.now() / 1000);
    const wrong = createHmac('sha256', 'whsec_not_the_endpoints').update(`${t}.${forgedBody}`);
    // From outside, as Stripe's own calls come: no session, no cookies.
    const outsider = await playwright.request.newContext({ baseURL: appUrl });
    for (const signature of [`t=${t},v1=${wrong.digest('hex')}`, '']) {
      const forged = await outsider.post(WEBHOOK, {
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        data: forgedBody,
      });
      expect(forged.status(), await forged.text()).toBe(400);
    }
    await outsider.dispose();
    const after = await page.request.get('/api/v1/billing/me');
    expect(await after.json()).toEqual(await before.json());
    await page.reload();
    await expect(plan.getByText(planName)).toBeVisible();
    await expect(plan.getByText(/^Renews on /)).toBeVisible();

    // A new card through a SetupIntent: the Payment Element again, `confirmSetup`, and back
    // at change-payment-method/done.
    await page.getByRole('link', { name: 'Change payment method' }).click();
    await expect(page).toHaveURL('/billing/change-payment-method');
    await page.getByRole('button', { name: 'Enter a new card' }).click();
    const setup = page.getByRole('group', { name: 'Stripe payment details' });
    await setup.getByRole('textbox', { name: 'Card number' }).fill('5555 5555 5555 4444');
    await page.getByRole('button', { name: 'Save card' }).click();
    await page.waitForURL(
      /\/billing\/change-payment-method\/done\?gateway_id=seti_\w+&setup_intent=seti_/,
      { waitUntil: 'commit' },
    );
    await expect(toast(page, 'Payment method updated')).toBeVisible();
    await expect(page).toHaveURL('/billing');
    await expect(page.getByText('Card ending in 4444')).toBeVisible();
    expect(
      fake.bank.find<{ default_payment_method: string | null }>(subscription!.id, 'subscription')
        .default_payment_method,
    ).toBe(
      fake.bank
        .all<{ id: string; card: { last4: string } }>('payment_method')
        .find((method) => method.card.last4 === '4444')?.id,
    );

    // The confirmation email carries the signed unsubscribe link (spec §7: it works once).
    const [mail] = sql<{ subject: string; text: string }>(
      'SELECT subject, text FROM outgoing_emails WHERE "to" = ? ORDER BY id DESC LIMIT 1',
      email,
    );
    expect(mail?.subject).toContain(planName);
    const link = mail!.text.match(/https?:\/\/\S+\/unsubscribe\?token=[^\s)\]>"]+/)?.[0];
    expect(link, mail!.text).toBeTruthy();
    const phone = `+1555${String(Date.now()).slice(-7)}`;
    sql('UPDATE users SET phone = ? WHERE email = ?', phone, email);

    // Opened from the mailbox: not signed in; the link is what proves the account.
    const mailbox = await browser.newContext({
      extraHTTPHeaders: { 'X-Forwarded-For': clientIp() },
    });
    const reader = await mailbox.newPage();
    await reader.goto(link!);
    await reader.getByRole('textbox', { name: 'Phone' }).fill(phone);
    await reader.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(toast(reader, 'You have successfully unsubscribed.')).toBeVisible();
    await expect(reader.getByText(/^Your plan stays active until /)).toBeVisible();
    // Cancelled at Stripe too, at the period's end.
    expect(
      fake.bank.find<{ cancel_at_period_end: boolean }>(subscription!.id, 'subscription')
        .cancel_at_period_end,
    ).toBe(true);

    // The same link again: used up.
    await reader.goto(link!);
    await reader.getByRole('textbox', { name: 'Phone' }).fill(phone);
    await reader.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(toast(reader, 'Subscription not found.')).toBeVisible();
    await expect(reader.getByText(/^Your plan stays active until /)).toHaveCount(0);
    await mailbox.close();

    await page.reload();
    await expect(plan.getByText(/^Ends on /)).toBeVisible();
    await expect(plan.getByText(/^Renews on /)).toHaveCount(0);
  });
});
