import { resetSetting, setSetting } from './db';
import { expect, type Page, test } from './fixtures';

const PASSWORD = 'correct horse battery';
let counter = 0;

/** Registers over the page's own cookie jar, so the page is signed in afterwards. */
async function registerAndSignIn(page: Page) {
  const email = `shell-${Date.now()}-${counter++}@example.com`;
  const response = await page.request.post('/auth/register', {
    data: { email, password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(response.status()).toBe(200);
  return email;
}

const navbar = (page: Page) => page.getByRole('banner');

test.describe('app shell', () => {
  test('a guest sees Login and Register in the navbar; Register goes when registration is disabled', async ({
    page,
  }) => {
    await page.goto('/no/such/page');
    await expect(
      page.getByRole('heading', {
        name: "Looks like you've found the doorway to the great nothing",
      }),
    ).toBeVisible();
    await expect(navbar(page).getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(navbar(page).getByRole('link', { name: 'Register' })).toBeVisible();

    setSetting('registration.disable', true);
    try {
      await page.reload();
      await expect(navbar(page).getByRole('link', { name: 'Login' })).toBeVisible();
      await expect(navbar(page).getByRole('link', { name: 'Register' })).toHaveCount(0);
    } finally {
      resetSetting('registration.disable');
    }
  });

  test('the cookie notice goes away once accepted and stays away after a reload', async ({
    page,
  }) => {
    setSetting('cookie_notice.enable', true);
    setSetting('cookie_notice.button', { label: 'Accept cookies' });
    try {
      await page.goto('/login');
      const notice = page.getByRole('region', { name: 'Cookie notice' });
      await expect(notice).toBeVisible();
      await notice.getByRole('button', { name: 'Accept cookies' }).click();
      await expect(notice).toHaveCount(0);
      const cookie = (await page.context().cookies()).find((c) => c.name === 'cookie_notice');
      const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29);
      expect(days).toBeLessThan(31);

      await page.reload();
      await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0);
    } finally {
      resetSetting('cookie_notice.enable');
      resetSetting('cookie_notice.button');
    }
  });

  test('with i18n on, a guest picks Français in the footer: switched in place, kept after a reload', async ({
    page,
  }) => {
    setSetting('i18n.enable', true);
    try {
      await page.goto('/login');
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('button', { name: /Language/ }).click();
      const switched = page.waitForResponse((r) =>
        new URL(r.url()).pathname.endsWith('/api/v1/users/me/locale'),
      );
      await page.getByRole('option', { name: 'Français' }).click();
      expect((await switched).status()).toBe(200);
      await expect(footer.getByRole('button', { name: /Français/ })).toBeVisible();
      const cookie = (await page.context().cookies()).find((c) => c.name === 'language');
      expect(cookie?.value).toBe('fr');

      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(footer.getByRole('button', { name: /Français/ })).toBeVisible();
    } finally {
      resetSetting('i18n.enable');
    }
  });

  test('signed in, the user menu toggles dark mode and logs out to /login', async ({ page }) => {
    const email = await registerAndSignIn(page);
    await page.goto('/no/such/page');
    const html = page.locator('html');
    const startsDark = (await html.getAttribute('data-theme')) === 'dark';

    // The user menu's button is named by the user (a new account: its email). Its code
    // loads with the signed-in navbar, so the button appears a moment after the bar.
    const userMenu = navbar(page).getByRole('button', { name: email });
    await userMenu.click();
    await page.getByRole('menuitem', { name: startsDark ? 'Light mode' : 'Dark mode' }).click();
    await expect(html).toHaveAttribute('data-theme', startsDark ? 'light' : 'dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', startsDark ? 'light' : 'dark');

    await userMenu.click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  });
});
