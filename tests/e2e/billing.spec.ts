import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { clientIp, freshContext, signUpAdmin, uniqueEmail } from './admin-support';
import { sql } from './db';
import { PASSWORD } from './drive-support';
import { expect, test } from './fixtures';

/**
 * Billing (issue 27) against the real server, on the test gateway: the admin switches billing
 * on and makes two plans over the API; a guest picks a yearly plan on /pricing, registers,
 * lands on checkout, pays, and the billing page and the drive's quota follow the plan through
 * a change, a cancel (its grace period) and a renewal. Unsubscribe works for the owner's own
 * phone and tells a stranger 'Subscription not found.'.
 */

const GB = 1024 ** 3;
const run = Date.now().toString(36);
const pro = `Journey Pro ${run}`;
const max = `Journey Max ${run}`;

async function xsrfHeaders(context: BrowserContext | APIRequestContext) {
  const state = await context.storageState();
  const token = state.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'X-XSRF-TOKEN': decodeURIComponent(token) };
}

/** An admin switches billing and the test gateway on and creates the journey's two plans. */
async function setUpPlans(browser: Browser) {
  const context = await freshContext(browser);
  const admin = await context.newPage();
  await signUpAdmin(admin);
  const headers = await xsrfHeaders(context);
  const settings = await context.request.post('/api/v1/settings', {
    headers,
    data: { client: { 'billing.enable': true, 'billing.test_gateway.enable': true } },
  });
  expect(settings.status(), await settings.text()).toBe(200);
  const plan = async (name: string, space: number, monthly: number, yearly: object) => {
    const response = await context.request.post('/api/v1/billing/products', {
      headers,
      data: {
        name,
        description: `${name} for the journey`,
        feature_list: [`${space / GB} GB of storage`],
        available_space: space,
        prices: [
          { amount: monthly, currency: 'USD', interval: 'month', interval_count: 1 },
          { currency: 'USD', ...yearly },
        ],
      },
    });
    expect(response.status(), await response.text()).toBe(200);
  };
  // $96 every 12 months shows as $8 / month; $240 a year as $240 / year.
  await plan(pro, 50 * GB, 10, { amount: 96, interval: 'month', interval_count: 12 });
  await plan(max, 200 * GB, 25, { amount: 240, interval: 'year', interval_count: 1 });
  await context.close();
}

const planCard = (page: Page, name: string) => page.getByRole('article', { name });
const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text);

test.describe('billing on the test gateway', () => {
  test.beforeAll(async ({ browser }) => {
    await setUpPlans(browser);
  });

  test('a guest picks a yearly plan → registers → pays → billing and quota follow → change plan → cancel (grace) → renew; unsubscribe', async ({
    page,
    browser,
    serverClock,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/pricing');
    await expect(page.getByRole('radio', { name: /Yearly/ })).toBeChecked();
    await expect(page.getByText('Save up to 20%')).toBeVisible();
    const card = planCard(page, pro);
    await expect(card.getByText('$8 / month')).toBeVisible();
    await expect(card.getByText('Billed $96 every 12 months')).toBeVisible();
    await card.getByRole('link', { name: 'Choose plan' }).click();

    await expect(page).toHaveURL('/register?redirectFrom=pricing');
    await expect(
      page.getByRole('heading', { level: 1, name: "First, let's create your account." }),
    ).toBeVisible();
    const email = uniqueEmail('billing');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();

    // Checkout follows registration, for the plan and price chosen on /pricing.
    await expect(page).toHaveURL(/\/checkout\/\d+\/\d+$/);
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary.getByText(pro)).toBeVisible();
    await expect(summary.getByText('$8 / month')).toBeVisible();
    await expect(page.getByText('Test mode')).toBeVisible();
    const cardNumber = page.getByRole('textbox', { name: 'Card number' });
    await cardNumber.fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByText('Your card was declined.')).toBeVisible();
    await cardNumber.fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(toast(page, `You are now subscribed to ${pro}.`)).toBeVisible();

    await expect(page).toHaveURL('/billing');
    const plan = page.getByRole('region', { name: 'Current plan' });
    await expect(plan.getByText(pro)).toBeVisible();
    await expect(plan.getByText(/^Renews on /)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Invoices' }).getByText('$96')).toBeVisible();

    await page.goto('/drive');
    await expect(page.getByText(/of 50 GB used/)).toBeVisible();

    // The user menu's Billing item is there for subscribers, and leads to /billing.
    await page.getByRole('button', { name: new RegExp(email) }).click();
    await page.getByRole('menuitem', { name: 'Billing' }).click();
    await expect(page).toHaveURL('/billing');

    // Change plan: to Max, at once on the test gateway.
    await plan.getByRole('link', { name: 'Change plan' }).click();
    await expect(page).toHaveURL('/billing/change-plan');
    await planCard(page, max).getByRole('link', { name: 'Switch to this plan' }).click();
    await expect(page).toHaveURL(/\/billing\/change-plan\/\d+\/\d+\/confirm$/);
    await expect(page.getByText(`You are moving from ${pro} to ${max}.`)).toBeVisible();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, `Your plan is now ${max}.`)).toBeVisible();
    await expect(page).toHaveURL('/billing');
    await expect(plan.getByText(max)).toBeVisible();
    await page.goto('/drive');
    await expect(page.getByText(/of 200 GB used/)).toBeVisible();

    // Cancel: the plan stays until the paid period's end (the grace period).
    await page.goto('/billing');
    await plan.getByRole('link', { name: 'Cancel plan' }).click();
    await expect(page).toHaveURL('/billing/cancel');
    await page.getByRole('button', { name: 'Cancel plan' }).click();
    await expect(page.getByRole('heading', { name: 'Your plan is cancelled' })).toBeVisible();
    await expect(page.getByText(new RegExp(`^You keep ${max} until `))).toBeVisible();
    await page.getByRole('link', { name: 'Back to billing' }).click();
    await expect(plan.getByText(/^Ends on /)).toBeVisible();
    await expect(plan.getByText(/^Renews on /)).toHaveCount(0);

    // Renew while the grace period lasts.
    await plan.getByRole('link', { name: 'Renew plan' }).click();
    await expect(page).toHaveURL('/billing/renew');
    await page.getByRole('button', { name: 'Renew plan' }).click();
    await expect(toast(page, 'Your plan renews again')).toBeVisible();
    await expect(page).toHaveURL('/billing');
    await expect(plan.getByText(/^Renews on /)).toBeVisible();

    // Unsubscribe: the phone is the account's; a stranger typing it cancels nobody's plan.
    const line = String(Date.now()).slice(-7);
    // Stored as the server keeps phones (digits after the +); typed as people write them.
    const phone = `+1555${line}`;
    sql('UPDATE users SET phone = ? WHERE email = ?', phone, email);
    const stranger = await browser.newContext({
      extraHTTPHeaders: { 'X-Forwarded-For': clientIp() },
    });
    const strangerPage = await stranger.newPage();
    await strangerPage.goto('/unsubscribe');
    await strangerPage.getByRole('textbox', { name: 'Phone' }).fill(`+1 555 ${line}`);
    await strangerPage.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(toast(strangerPage, 'Subscription not found.')).toBeVisible();
    await stranger.close();

    await page.goto('/unsubscribe');
    // Signed in, the field starts with the account's own phone.
    await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue(phone);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(toast(page, 'You have successfully unsubscribed.')).toBeVisible();
    await expect(page.getByText(/^Your plan stays active until /)).toBeVisible();
    await page.goto('/billing');
    await expect(plan.getByText(/^Ends on /)).toBeVisible();

    // Past the paid year the plan is over: billing is for subscribers again, the quota falls
    // back from the plan's, and the files stay.
    await serverClock.advance(400 * 86_400_000);
    // The session has run out too: sign in again.
    await page.goto('/login');
    await page.getByLabel('Phone').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/drive');
    await page.goto('/billing');
    await expect(page).toHaveURL('/pricing');
    await page.goto('/drive');
    // The site's own quota (none by default: only what is used shows), not the plan's.
    await expect(page.getByText(/ used$/)).toBeVisible();
    await expect(page.getByText(/of 200 GB used/)).toHaveCount(0);
  });

  test('the pricing page: monthly prices by the switch, plan buttons by who is looking', async ({
    page,
  }) => {
    await page.goto('/pricing');
    // The kit's radio draws its own circle over the input: a visitor clicks the label.
    await page.getByText('Monthly', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await expect(planCard(page, pro).getByText('$10 / month')).toBeVisible();
    await expect(planCard(page, max).getByText('$25 / month')).toBeVisible();
    await expect(planCard(page, max).getByRole('link', { name: 'Choose plan' })).toHaveAttribute(
      'href',
      '/register?redirectFrom=pricing',
    );
    // Billing pages are for subscribers: a guest signs in first.
    await page.goto('/billing');
    await expect(page).toHaveURL('/login');
  });
});
