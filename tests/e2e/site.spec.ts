import type { Page } from '@playwright/test';
import { signUpAdmin } from './admin-support';
import { sql } from './db';
import { expect, test } from './fixtures';

/** A call of the API as the page's signed-in user (the XSRF cookie echoed, as the app does). */
async function callApi(page: Page, method: 'POST' | 'PUT', path: string, data: unknown) {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN');
  const response = await page.request.fetch(path, {
    method,
    data,
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf?.value ?? '') },
  });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/** Changes client settings through the settings API, as the admin's settings screen does. */
const saveSettings = (admin: Page, client: Record<string, unknown>) =>
  callApi(admin, 'POST', '/api/v1/settings', { client });

const HOMEPAGE_KEYS = "('homepage.type', 'homepage.value')";

test.describe('site', () => {
  test.afterEach(() => {
    // Settings outlive a test on the shared e2e server; later journeys expect the login page at `/`.
    sql(`DELETE FROM settings WHERE key IN ${HOMEPAGE_KEYS}`);
  });

  test('`/` follows homepage.type: the landing page, the login page, the register page, a custom page', async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
    await signUpAdmin(page);
    const guest = await (await browser.newContext()).newPage();
    const heading = guest.getByRole('heading', { level: 1 });

    await saveSettings(page, { 'homepage.type': 'landing' });
    await guest.goto('/');
    await expect(heading).toHaveText('Your files, on your own server');
    await expect(guest.getByRole('link', { name: 'Create your account' }).first()).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(guest.getByRole('heading', { name: 'Share with a link' })).toBeVisible();
    await expect(guest).toHaveURL(/\/$/);

    await saveSettings(page, { 'homepage.type': 'loginPage' });
    await guest.goto('/');
    await expect(heading).toHaveText('Sign in to your account');

    await saveSettings(page, { 'homepage.type': 'registerPage' });
    await guest.goto('/');
    await expect(heading).toHaveText('Create a new account');

    await saveSettings(page, {
      'homepage.type': 'customPage',
      'homepage.value': 'terms-of-service',
    });
    await guest.goto('/');
    await expect(heading).toHaveText('Terms of service');
    await expect(guest).toHaveURL(/\/$/);
    await guest.context().close();
  });

  test('the contact form sends the message to the contact address, with reply-to the sender', async ({
    page,
  }) => {
    const sender = `visitor-${Date.now()}@example.com`;
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name' }).fill('Grace Hopper');
    await page.getByRole('textbox', { name: 'Email' }).fill(sender);
    await page.getByRole('textbox', { name: 'Message' }).fill('Can I host 2 TB of files?');
    await page.getByRole('button', { name: 'Send' }).press('Enter');
    await expect(page.getByText('Your message has been submitted.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // In the outgoing email log, as the admin's logs screen lists it.
    const [mail] = sql<{ subject: string; reply_to: string; text: string }>(
      'SELECT subject, reply_to, text FROM outgoing_emails WHERE reply_to = ?',
      sender,
    );
    expect(mail?.subject).toBe('New message from Grace Hopper via Coffer');
    expect(mail?.text).toContain('Can I host 2 TB of files?');
    await signUpAdmin(page);
    const log = await page.request.get(
      `/api/v1/logs/outgoing-email?query=${encodeURIComponent('Grace Hopper')}`,
    );
    const { pagination } = (await log.json()) as { pagination: { data: { subject: string }[] } };
    expect(pagination.data.map((row) => row.subject)).toContain(
      'New message from Grace Hopper via Coffer',
    );
  });

  test('a custom page whose body holds <script> and onerror= renders without running either', async ({
    page,
    browser,
  }) => {
    await signUpAdmin(page);
    const hostile = [
      '<p>Harmless text.</p>',
      '<script>window.__pageScriptRan = true</script>',
      '<img src="/nowhere.png" alt="Broken" onerror="window.__pageScriptRan = true">',
    ].join('');
    const saved = (await callApi(page, 'POST', '/api/v1/custom-pages', {
      title: 'Hostile page',
      slug: `hostile-${Date.now()}`,
      body: hostile,
    })) as { page: { slug: string } };
    // And one written around the server's sanitiser: the browser's purification still holds.
    const raw = `raw-${Date.now()}`;
    sql(
      "INSERT INTO custom_pages (slug, title, body, type, created_at, updated_at) VALUES (?, 'Raw page', ?, 'default', ?, ?)",
      raw,
      hostile,
      new Date().toISOString(),
      new Date().toISOString(),
    );
    const guest = await (await browser.newContext()).newPage();
    const dialogs: string[] = [];
    guest.on('dialog', (dialog) => dialogs.push(dialog.message()));
    for (const slug of [saved.page.slug, raw]) {
      await guest.goto(`/pages/${slug}`);
      await expect(guest.getByText('Harmless text.')).toBeVisible();
      await expect(guest.getByRole('img', { name: 'Broken' })).not.toHaveAttribute('onerror');
      await guest.waitForTimeout(300);
      expect(
        await guest.evaluate(() => (window as { __pageScriptRan?: boolean }).__pageScriptRan),
      ).toBeUndefined();
      expect(await guest.locator('main script').count()).toBe(0);
    }
    expect(dialogs).toEqual([]);
    // A slug no page has: the not-found page.
    await guest.goto('/pages/no-such-page');
    await expect(
      guest.getByText("Looks like you've found the doorway to the great nothing"),
    ).toBeVisible();
    await guest.context().close();
  });

  test('the title and Open Graph tags are in the HTML the server sends', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/pages/privacy-policy')).text();
    expect(html).toContain('<title>Privacy policy - Coffer</title>');
    expect(html).toContain('<meta property="og:title" content="Privacy policy - Coffer">');
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/pages\/privacy-policy">/);
    expect(html).toContain('<meta name="twitter:card" content="summary">');

    await signUpAdmin(page);
    await saveSettings(page, { 'homepage.type': 'landing' });
    const landing = await (await request.get('/')).text();
    expect(landing).toContain('<title>Coffer: your files, on your own server</title>');
    expect(landing).toContain('<meta property="og:type" content="website">');

    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /drive');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/pages/terms-of-service</loc>');
  });
});
