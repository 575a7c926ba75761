import { randomUUID } from 'node:crypto';
import { PASSWORD } from './drive-support';
import { expect, test } from './fixtures';

// Guest pages rendered on the server and hydrated in the browser (ADR 0030).

test.describe('server-rendered guest pages', () => {
  test('/login arrives as markup, with its scripts to load after the first paint', async ({
    request,
  }) => {
    const html = await (await request.get('/login')).text();
    expect(html).toMatch(/<h1[^>]*>Sign in to your account<\/h1>/);
    expect(html).toMatch(/<label[^>]*>Phone<\/label>/);
    expect(html).toContain('id="coffer-query-state"');
    // The app's module scripts are listed for the preloader, not in the HTML.
    expect(html).toContain('id="coffer-deferred-scripts"');
    expect(html).not.toMatch(/<script type="module"[^>]*src="\/assets\/app-/);
  });

  test('without script, /login and /register show their forms', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Create a new account' })).toBeVisible();
    await context.close();
  });

  test('what a visitor types and sends before the app runs still signs them in', async ({
    browser,
    request,
  }) => {
    const email = `ssr-${randomUUID()}@example.com`;
    const registered = await request.post('/auth/register', {
      data: { email, password: PASSWORD, password_confirmation: PASSWORD },
    });
    expect(registered.status()).toBe(200);
    // A slow connection: the app's chunk arrives a second and a half after the page.
    const context = await browser.newContext();
    const page = await context.newPage();
    let releaseApp = () => {};
    const appHeld = new Promise<void>((resolve) => {
      releaseApp = resolve;
    });
    await page.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
      await appHeld;
      await route.continue();
    });
    await page.goto('/login');
    await page.getByLabel('Phone').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    // Held, not sent as a GET with the password in the address.
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-ready'))).toBe(
      false,
    );
    releaseApp();
    await expect(page).toHaveURL(/\/drive/, { timeout: 15_000 });
    expect(
      await page.evaluate(() => document.documentElement.hasAttribute('data-hydration-error')),
    ).toBe(false);
    await context.close();
  });
});
