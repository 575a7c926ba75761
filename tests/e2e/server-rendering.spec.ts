import { randomUUID } from 'node:crypto';
import { resetSetting, setSetting } from './db';
import { PASSWORD } from './drive-support';
import { expect, type Page, test } from './fixtures';

/** Holds the app's chunk back, as a slow connection would, until the function answered is called. */
async function holdAppChunk(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

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
    const releaseApp = await holdAppChunk(page);
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

  test("the landing page loads its app at the visitor's first move; a button pressed before it still works", async ({
    browser,
  }) => {
    setSetting('homepage.type', 'landing');
    setSetting('cookie_notice.enable', true);
    setSetting('cookie_notice.button', { label: 'Accept cookies' });
    try {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      const releaseApp = await holdAppChunk(page);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Your files, on your own server',
      );
      // Read without a move: the preloader is the one script the page receives.
      await page.waitForLoadState('networkidle');
      expect(scripts).toEqual([expect.stringMatching(/^\/assets\/route-preload-[^/]+\.js$/)]);

      // The notice's button, pressed before the app has arrived: the press starts the app, and
      // is answered once the app runs.
      const notice = page.getByRole('region', { name: 'Cookie notice' });
      await notice.getByRole('button', { name: 'Accept cookies' }).click();
      await expect.poll(() => scripts.some((src) => /^\/assets\/app-/.test(src))).toBe(true);
      await expect(notice).toBeVisible();
      releaseApp();
      await expect(notice).toHaveCount(0);
      await expect(page.locator('html')).toHaveAttribute('data-ready', '');
      expect(
        await page.evaluate(() => document.documentElement.hasAttribute('data-hydration-error')),
      ).toBe(false);
      expect((await context.cookies()).some((cookie) => cookie.name === 'cookie_notice')).toBe(
        true,
      );

      // Back later: the server renders the page without the notice, before any app runs.
      const again = await (await page.request.get('/')).text();
      expect(again).toContain('data-start="intent"');
      expect(again).not.toContain('aria-label="Cookie notice"');
      await context.close();
    } finally {
      resetSetting('homepage.type');
      resetSetting('cookie_notice.enable');
      resetSetting('cookie_notice.button');
    }
  });

  test("on the landing page, the theme switch is named by the OS's scheme and switches from it", async ({
    browser,
  }) => {
    setSetting('homepage.type', 'landing');
    try {
      const context = await browser.newContext({ colorScheme: 'dark' });
      const page = await context.newPage();
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      // The app has not run: the name the server wrote, shown by the OS's dark scheme.
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-ready'))).toBe(
        false,
      );
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('button', { name: 'Light mode' }).click();
      await expect(page.locator('html')).toHaveAttribute('data-ready', '');
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await expect(footer.getByRole('button', { name: 'Dark mode' })).toBeVisible();
      expect(
        await page.evaluate(() => document.documentElement.hasAttribute('data-hydration-error')),
      ).toBe(false);
      await context.close();
    } finally {
      resetSetting('homepage.type');
    }
  });

  test('on the landing page, a link hovered before the app ran has its page fetched once it runs', async ({
    browser,
  }) => {
    setSetting('homepage.type', 'landing');
    try {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      const registerChunk = page.waitForRequest(/\/assets\/RegisterScreen-[^/]+\.js$/);
      // The pointer comes to rest on the link: the app loads, and sees the pointer already there.
      await page.getByRole('link', { name: 'Create your account' }).first().hover();
      await expect(page.locator('html')).toHaveAttribute('data-ready', '');
      await registerChunk;
      await context.close();
    } finally {
      resetSetting('homepage.type');
    }
  });
});
