import type { AppearanceValues } from '@coffer/contract';
import type { Frame, Page } from '@playwright/test';
import { freshContext, signUpAdmin } from './admin-support';
import { sql } from './db';
import { expect, test } from './fixtures';

const FRAME = '#appearance-editor-preview';

/** A call of the API as the page's signed-in user (the XSRF cookie echoed, as the app does). */
async function callApi(page: Page, method: 'GET' | 'POST', path: string, data?: unknown) {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN');
  const response = await page.request.fetch(path, {
    method,
    data,
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf?.value ?? '') },
  });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/** The preview frame's page, once it has loaded. */
async function previewFrame(page: Page): Promise<Frame> {
  const handle = await page.locator(FRAME).elementHandle();
  const frame = await handle!.contentFrame();
  await frame!.waitForLoadState();
  return frame!;
}

/** A CSS variable (or property) of the page's root element, as computed. */
const rootStyle = (target: Page | Frame, name: string) =>
  target.evaluate(
    (n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(),
    name,
  );
const bodyFont = (target: Page | Frame) =>
  target.evaluate(() => getComputedStyle(document.body).fontFamily);

/** Back to the sections list through the panels' back links (in the app: no reload). */
async function backToSections(page: Page) {
  const sidebar = page.getByRole('complementary');
  const list = sidebar.getByRole('heading', { level: 2, name: 'Sections' });
  for (let i = 0; i < 5 && !(await list.isVisible()); i++) {
    await sidebar.getByRole('link').first().click();
    await page.waitForTimeout(200);
  }
  await expect(list).toBeVisible();
}

/** Opens one of the editor's links in its sidebar. */
async function openSection(page: Page, name: string) {
  await page.getByRole('complementary').getByRole('link', { name, exact: true }).click();
}

const ACCENT = '#c2185b';
const HEADLINE = 'Your files, styled your way';
const MENU_LABEL = 'Our story';
const CUSTOM_CSS = 'html { scroll-padding-top: 37px; }';

test.describe('appearance editor', () => {
  let original: AppearanceValues | null = null;
  let admin: Page | null = null;

  test.afterEach(async () => {
    // Settings outlive a test on the shared e2e server: put the appearance back as it was.
    if (admin && original) {
      await callApi(admin, 'POST', '/api/v1/admin/appearance', { changes: original });
    }
    admin = null;
    original = null;
    sql("DELETE FROM settings WHERE key IN ('homepage.type', 'homepage.value')");
  });

  test('each change shows in the frame before saving; saved, a new browser sees them all', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    page.setDefaultTimeout(15_000);
    await signUpAdmin(page);
    admin = page;
    original = (
      (await callApi(page, 'GET', '/api/v1/admin/appearance')) as {
        values: AppearanceValues;
      }
    ).values;
    // The landing page at `/` (the headline), and a footer menu whose item the editor renames.
    await callApi(page, 'POST', '/api/v1/settings', { client: { 'homepage.type': 'landing' } });
    await callApi(page, 'POST', '/api/v1/admin/appearance', {
      changes: {
        menus: [
          {
            id: 'e2e-footer',
            name: 'Footer links',
            positions: ['footer', 'navbar'],
            items: [{ id: 'about', type: 'route', label: 'About', action: '/pages/about' }],
          },
        ],
      },
    });

    await page.goto('/admin/appearance');
    await expect(page.getByRole('heading', { level: 1, name: 'Appearance' })).toBeVisible();
    const save = page.getByRole('button', { name: /^Save/ });
    await expect(save).toHaveText('Saved');
    const frame = await previewFrame(page);
    await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();

    // The accent colour of the light theme (the one the frame shows).
    await openSection(page, 'Themes');
    await page
      .getByRole('link', { name: /^Light/ })
      .first()
      .click();
    await page.getByRole('button', { name: /\bAccent$/ }).click();
    const hex = page.getByRole('textbox', { name: 'Hex' });
    await hex.fill(ACCENT);
    await hex.press('Enter');
    await page.keyboard.press('Escape');
    await expect.poll(() => rootStyle(frame, '--coffer-color-primary')).toBe(ACCENT);
    await expect(save).toHaveText('Save');

    // Its corners.
    await page.getByRole('link', { name: 'Corners' }).click();
    // The kit's radios are labels over a hidden input: pick by the label, as a user clicks.
    await page.getByRole('radiogroup').getByText('Pill', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Pill' })).toBeChecked();
    await expect.poll(() => rootStyle(frame, '--coffer-radius-md')).toBe('9999px');

    // Its font.
    await page.getByRole('complementary').getByRole('link', { name: 'Light' }).click();
    await page.getByRole('link', { name: 'Font' }).click();
    await page.getByRole('radiogroup').getByText('Merriweather', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Merriweather' })).toBeChecked();
    await expect.poll(() => bodyFont(frame)).toContain('Merriweather');

    // The landing page's headline.
    await backToSections(page);
    await openSection(page, 'Landing page');
    await openSection(page, 'General');
    const headline = page.getByRole('textbox', { name: 'Title', exact: true }).first();
    await headline.fill(HEADLINE);
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(HEADLINE);

    // A menu item's label.
    await backToSections(page);
    await openSection(page, 'Menus');
    await openSection(page, 'Footer links');
    await page.getByRole('complementary').getByRole('row', { name: /About/ }).click();
    await page.getByRole('textbox', { name: 'Label' }).fill(MENU_LABEL);
    await expect(frame.getByRole('link', { name: MENU_LABEL }).first()).toBeVisible();

    // Custom CSS, typed into the code editor.
    await backToSections(page);
    await openSection(page, 'Custom code');
    const preview = frame;
    const css = page.getByRole('textbox', { name: 'Custom CSS' });
    await css.click();
    await page.keyboard.type(CUSTOM_CSS);
    await expect.poll(() => rootStyle(preview, 'scroll-padding-top')).toBe('37px');

    // The frame still shows every edit of this visit.
    await expect.poll(() => rootStyle(preview, '--coffer-color-primary')).toBe(ACCENT);
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(HEADLINE);

    const saved = page.waitForResponse(
      (r) =>
        new URL(r.url()).pathname === '/api/v1/admin/appearance' && r.request().method() === 'POST',
    );
    await save.click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('Changes saved')).toBeVisible();
    await expect(save).toHaveText('Saved');

    // A new browser (a guest) sees every change.
    const guest = await (await freshContext(browser)).newPage();
    await guest.goto('/');
    await expect(guest.getByRole('heading', { level: 1 })).toHaveText(HEADLINE);
    expect(await rootStyle(guest, '--coffer-color-primary')).toBe(ACCENT);
    expect(await rootStyle(guest, '--coffer-radius-md')).toBe('9999px');
    await expect.poll(() => bodyFont(guest)).toContain('Merriweather');
    await expect(guest.getByRole('link', { name: MENU_LABEL }).first()).toBeVisible();
    expect(await rootStyle(guest, 'scroll-padding-top')).toBe('37px');
    await guest.context().close();
  });

  test('a message from another origin changes nothing in the frame', async ({ page }) => {
    test.setTimeout(60_000);
    await signUpAdmin(page);
    await page.goto('/admin/appearance');
    const frame = await previewFrame(page);
    const heading = frame.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    const before = await heading.textContent();

    const messages = [
      {
        source: 'be-appearance-editor',
        type: 'setCustomCode',
        mode: 'css',
        value: 'html { scroll-padding-top: 99px; }',
      },
      {
        source: 'be-appearance-editor',
        type: 'setThemeValue',
        name: '--coffer-color-primary',
        value: '#ff0000',
      },
      { source: 'be-appearance-editor', type: 'navigate', to: '/pricing' },
    ];
    const post = `for (const m of ${JSON.stringify(messages)}) opener.frames[0].postMessage(m, '*');`;
    // A page of another origin (127.0.0.1 is not localhost), opened by the editor so that it
    // reaches the preview through its opener, posts the protocol's messages into the preview.
    const other = new URL(page.url());
    other.hostname = '127.0.0.1';
    other.pathname = '/foreign-sender.html';
    await page.context().route(other.href, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Sender</title><script>${post} document.title = 'Sent';</script>`,
      }),
    );
    const foreign = page.waitForEvent('popup');
    await page.evaluate((url) => window.open(url, 'foreign-sender'), other.href);
    const foreignPage = await foreign;
    await expect(foreignPage).toHaveTitle('Sent');
    // A page of the same origin that is not the preview's parent (another tab) does the same.
    const sibling = page.waitForEvent('popup');
    await page.evaluate(() => window.open('/404', 'sibling-sender'));
    const siblingPage = await sibling;
    await siblingPage.waitForLoadState();
    await siblingPage.evaluate((list) => {
      for (const m of list) window.opener.frames[0].postMessage(m, location.origin);
    }, messages);
    // Give the messages time to arrive; the frame must not have applied any.
    await page.waitForTimeout(1500);
    expect(await rootStyle(frame, 'scroll-padding-top')).not.toBe('99px');
    expect(await rootStyle(frame, '--coffer-color-primary')).not.toBe('#ff0000');
    expect(new URL(frame.url()).pathname).toBe('/');
    await expect(heading).toHaveText(before ?? '');

    // The same messages from the editor itself do apply (the gate is not simply shut).
    await page.evaluate(
      (m) =>
        (
          document.getElementById('appearance-editor-preview') as HTMLIFrameElement
        ).contentWindow!.postMessage(m, location.origin),
      messages[0],
    );
    await expect.poll(() => rootStyle(frame, 'scroll-padding-top')).toBe('99px');
  });

  test("inside the frame, logout answers 'Can't logout while in appearance editor.'", async ({
    page,
  }) => {
    const email = await signUpAdmin(page);
    await page.goto('/admin/appearance');
    const frame = await previewFrame(page);
    await frame.goto(new URL('/drive', page.url()).href);
    await frame.getByRole('banner').getByRole('button', { name: 'Drive Tester' }).click();
    await frame.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(frame.getByText("Can't logout while in appearance editor.")).toBeVisible();
    const bootstrap = await page.request.get('/api/v1/bootstrap-data');
    expect(((await bootstrap.json()) as { user: { email: string } | null }).user?.email).toBe(
      email,
    );
    // The editor does not open inside its own frame.
    await frame.goto(new URL('/admin/appearance', page.url()).href);
    await expect.poll(() => new URL(frame.url()).pathname).toBe('/');
    expect(await frame.locator(FRAME).count()).toBe(0);
  });
});
