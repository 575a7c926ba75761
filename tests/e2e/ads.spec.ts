import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { freshContext, signUpAdmin, uniqueEmail } from './admin-support';
import { sql } from './db';
import { PASSWORD, signUp } from './drive-support';
import { expect, test } from './fixtures';

const AD =
  '<a href="https://ads.example.com" style="display:block;height:120px">Sponsored: Coffer Pro</a>';
const SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox allow-forms';

/** Presses Save on /admin/ads and answers the body it sent. */
async function save(page: Page) {
  const sent = page.waitForRequest(
    (r) => new URL(r.url()).pathname === '/api/v1/settings' && r.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Save' }).press('Enter');
  const body = (await sent).postDataJSON() as unknown;
  await expect(page.getByText('Ad settings saved')).toBeVisible();
  return body;
}

/** The double-submit header a context's own XSRF-TOKEN cookie answers. */
async function xsrfHeaders(context: BrowserContext | APIRequestContext) {
  const state = await context.storageState();
  const token = state.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'X-XSRF-TOKEN': decodeURIComponent(token) };
}

/** A browser of its own with a new account signed in. */
async function registeredUser(browser: Browser, prefix: string) {
  const context = await freshContext(browser);
  const register = await context.request.post('/auth/register', {
    data: { email: uniqueEmail(prefix), password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(register.status(), await register.text()).toBe(200);
  return context;
}

test.describe('ads', () => {
  test.afterEach(() => {
    // Settings outlive a test on the shared e2e server; later journeys expect no ads.
    sql("DELETE FROM settings WHERE key IN ('ads.drive', 'ads.disable')");
  });

  test('the admin’s drive ad shows framed and sandboxed on a user’s drive; turning ads off removes it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
    await signUpAdmin(page);
    await page.goto('/admin/ads');
    await expect(page.getByRole('heading', { level: 1, name: 'Ads' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ads' })).toHaveAttribute('aria-current', 'page');

    const code = page.getByRole('textbox', { name: 'Drive ad code' });
    await code.fill(AD);
    // The preview runs the unsaved code in the slot's sandbox, served by the server.
    const preview = page.frameLocator('iframe[title="Preview of the drive ad"]');
    await expect(preview.getByRole('link', { name: 'Sponsored: Coffer Pro' })).toBeVisible();
    await expect(page.getByTitle('Preview of the drive ad')).toHaveAttribute('sandbox', SANDBOX);
    expect(await save(page)).toEqual({ client: { 'ads.drive': AD } });

    // A user (a browser of their own) sees it on the drive, in the sandboxed slot frame.
    const user = await browser.newContext();
    const register = await user.request.post('/auth/register', {
      data: {
        email: `ad-viewer-${Date.now()}@example.com`,
        password: PASSWORD,
        password_confirmation: PASSWORD,
      },
    });
    expect(register.status(), await register.text()).toBe(200);
    const drive = await user.newPage();
    await drive.goto('/drive');
    await expect(drive.getByRole('heading', { level: 1, name: 'All files' })).toBeVisible();
    const frame = drive.getByTitle('Advertisement');
    await expect(frame).toHaveAttribute('sandbox', SANDBOX);
    await expect(frame).toHaveAttribute('src', '/api/v1/ads/drive');
    const content = drive.frameLocator('iframe[title="Advertisement"]');
    await expect(content.getByRole('link', { name: 'Sponsored: Coffer Pro' })).toBeVisible();
    await expect.poll(async () => (await frame.boundingBox())?.height ?? 0).toBe(120);

    // The admin turns every ad off; the code stays for turning them back on.
    const toggle = page.getByRole('switch', { name: /Turn off ads/ });
    await toggle.focus();
    await toggle.press('Space');
    await expect(toggle).toBeChecked();
    expect(await save(page)).toEqual({ client: { 'ads.disable': true } });
    await expect(code).toHaveValue(AD);

    await drive.reload();
    await expect(drive.getByRole('heading', { level: 1, name: 'All files' })).toBeVisible();
    await expect(drive.locator('iframe')).toHaveCount(0);
    await expect(drive.getByRole('complementary', { name: 'Advertisement' })).toHaveCount(0);
    // The slot's document is gone too, for anyone who would frame it anyway.
    expect((await drive.request.get('/api/v1/ads/drive')).status()).toBe(404);
    await user.close();
  });

  test('subscribers see no ad: with billing on, a subscriber’s drive has no ad frame while a free user’s shows it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
    await signUpAdmin(page);
    const admin = await xsrfHeaders(page.context());
    // Billing on the test gateway, a plan, and the drive ad, as the admin's screens save them.
    const settings = await page.request.post('/api/v1/settings', {
      headers: admin,
      data: {
        client: { 'billing.enable': true, 'billing.test_gateway.enable': true, 'ads.drive': AD },
      },
    });
    expect(settings.status(), await settings.text()).toBe(200);
    const created = await page.request.post('/api/v1/billing/products', {
      headers: admin,
      data: {
        name: `Ad-free ${Date.now().toString(36)}`,
        description: 'No ads',
        feature_list: ['No ads'],
        prices: [{ amount: 5, currency: 'USD', interval: 'month', interval_count: 1 }],
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    const { product } = (await created.json()) as {
      product: { id: number; prices: Array<{ id: number }> };
    };

    // A subscriber pays with the test gateway's card that pays.
    const subscriber = await registeredUser(browser, 'ad-subscriber');
    const paid = await subscriber.request.post('/api/v1/billing/checkout', {
      headers: await xsrfHeaders(subscriber),
      data: {
        product_id: product.id,
        price_id: product.prices[0]!.id,
        gateway: 'test',
        card_number: '4242424242424242',
      },
    });
    expect(paid.status(), await paid.text()).toBe(200);
    const free = await registeredUser(browser, 'ad-free-user');

    // The free user's drive frames the ad, sandboxed.
    const freeDrive = await free.newPage();
    await freeDrive.goto('/drive');
    await expect(freeDrive.getByRole('heading', { level: 1, name: 'All files' })).toBeVisible();
    await expect(freeDrive.getByTitle('Advertisement')).toHaveAttribute('sandbox', SANDBOX);
    await expect(
      freeDrive
        .frameLocator('iframe[title="Advertisement"]')
        .getByRole('link', { name: 'Sponsored: Coffer Pro' }),
    ).toBeVisible();

    // The subscriber's drive (their subscription is in the bootstrap data) has no ad at all.
    const subscriberDrive = await subscriber.newPage();
    await subscriberDrive.goto('/drive');
    await expect(
      subscriberDrive.getByRole('heading', { level: 1, name: 'All files' }),
    ).toBeVisible();
    // Both drives have settled on the same data: the free one still shows its ad.
    await expect(freeDrive.getByTitle('Advertisement')).toBeVisible();
    await expect(subscriberDrive.getByTitle('Advertisement')).toHaveCount(0);
    await expect(subscriberDrive.locator('iframe')).toHaveCount(0);
    await expect(subscriberDrive.getByRole('complementary', { name: 'Advertisement' })).toHaveCount(
      0,
    );
    await subscriber.close();
    await free.close();
    // Billing off again: the journeys after this one find the site as it starts (billing-admin
    // turns it on through the settings screen and waits for its 'Settings saved').
    const reset = await page.request.post('/api/v1/settings', {
      headers: admin,
      data: { client: { 'billing.enable': false, 'billing.test_gateway.enable': false } },
    });
    expect(reset.status(), await reset.text()).toBe(200);
  });

  test('a user without settings.update gets neither the screen nor the preview document', async ({
    page,
  }) => {
    await signUp(page);
    expect((await page.request.get('/api/v1/ads/preview')).status()).toBe(403);
    await page.goto('/admin/ads');
    // Sent away before any call (spec §6); the screen never renders.
    await expect(page).toHaveURL(/\/(404|pricing)$/);
    await expect(page.getByRole('textbox', { name: 'Drive ad code' })).toHaveCount(0);
  });
});
