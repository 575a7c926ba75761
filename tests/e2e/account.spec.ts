import { totp as generate } from './db';
import { type Browser, type BrowserContext, expect, type Page, test } from './fixtures';

const PASSWORD = 'correct horse battery';
let counter = 0;
const uniqueEmail = () => `account-${Date.now()}-${counter++}@example.com`;

// A 1×1 red PNG: the server crops and resizes it to a 256 px square.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Registers over the page's own request context: the page is signed in afterwards. */
async function signUp(page: Page): Promise<string> {
  const email = uniqueEmail();
  const response = await page.request.post('/auth/register', {
    data: { email, password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(response.status()).toBe(200);
  return email;
}

/** Another browser (its own cookie jar) signed in to the same account. */
async function otherDevice(browser: Browser, email: string, password = PASSWORD) {
  const context = await browser.newContext();
  const response = await context.request.post('/auth/login', {
    data: { phone: email, password, remember: false },
  });
  expect(response.status()).toBe(200);
  return context;
}

async function signedInAs(context: BrowserContext): Promise<string | null> {
  const response = await context.request.get('/api/v1/bootstrap-data');
  return ((await response.json()) as { user: { email: string } | null }).user?.email ?? null;
}

async function openSettings(page: Page) {
  await page.goto('/account-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
}

async function confirmPasswordIfAsked(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Confirm password' });
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toHaveCount(0);
}

test.describe('account settings', () => {
  test('change the name and the avatar: the navbar shows both', async ({ page }) => {
    await signUp(page);
    await openSettings(page);
    const details = page.getByRole('region', { name: 'Account details' });
    await details.getByLabel('Name').fill('Ada Lovelace');
    await details.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('button', { name: 'Ada Lovelace' })).toBeVisible();

    const chooser = page.waitForEvent('filechooser');
    await details.getByRole('button', { name: 'Upload avatar' }).click();
    await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(details.getByRole('button', { name: 'Change avatar' })).toBeVisible();
    const navbarAvatar = page.getByRole('button', { name: 'Ada Lovelace' }).locator('img');
    await expect(navbarAvatar).toHaveAttribute('src', /^\/api\/v1\/avatars\/\d+-[a-f0-9]+\.webp$/);
    const src = await navbarAvatar.getAttribute('src');
    const image = await page.request.get(src!);
    expect(image.headers()['content-type']).toBe('image/webp');
  });

  test('change the password: another signed-in browser is signed out', async ({
    page,
    browser,
  }) => {
    const email = await signUp(page);
    const other = await otherDevice(browser, email);
    expect(await signedInAs(other)).toBe(email);
    await openSettings(page);
    const panel = page.getByRole('region', { name: 'Password' });
    await panel.getByLabel('Current password', { exact: true }).fill(PASSWORD);
    await panel.getByLabel('New password', { exact: true }).fill('an entirely new secret');
    await panel.getByLabel('Confirm new password', { exact: true }).fill('an entirely new secret');
    await panel.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByText('Password changed. Other devices were signed out.')).toBeVisible();
    expect(await signedInAs(other)).toBeNull();
    expect(await signedInAs(page.context())).toBe(email);
    await other.close();
  });

  test('change the language and the country: both are still there after a reload', async ({
    page,
  }) => {
    await signUp(page);
    await openSettings(page);
    const panel = page.getByRole('region', { name: 'Location and language' });
    await panel.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('option', { name: 'Français' }).click();
    await panel.getByRole('button', { name: /Country/ }).click();
    // The country list is virtualised: type ahead to the option, as a keyboard user would.
    await expect(page.getByRole('listbox', { name: 'Country' })).toBeFocused();
    await page.keyboard.type('Canada');
    await expect(page.getByRole('option', { name: 'Canada' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('button', { name: /Canada/ })).toBeVisible();
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Preferences saved')).toBeVisible();
    await expect
      .poll(async () => (await (await page.request.get('/api/v1/users/me')).json()).user.language)
      .toBe('fr');

    await page.reload();
    // The page the server writes is in the chosen language, with its lines: the panel too.
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const reloaded = page.getByRole('region', { name: 'Région et langue' });
    await expect(reloaded.getByRole('button', { name: /Français/ })).toBeVisible();
    await expect(reloaded.getByRole('button', { name: /Canada/ })).toBeVisible();
    const bootstrap = await (await page.request.get('/api/v1/bootstrap-data')).json();
    expect(bootstrap.i18n.language).toBe('fr');
    expect(bootstrap.i18n.lines['Location and language']).toBe('Région et langue');
  });

  test('create a token, call the API with it (Bearer), revoke it: 401 after', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const email = await signUp(page);
    await openSettings(page);
    const panel = page.getByRole('region', { name: 'Developers' });
    await panel.getByLabel('Token name').fill('cli');
    // Minting a token confirms the password (issue 21): a wrong one mints nothing.
    await panel.getByLabel('Your password').fill('not my password');
    await panel.getByRole('button', { name: 'Create token' }).click();
    await expect(panel.getByText('The provided password was incorrect.')).toBeVisible();
    await panel.getByLabel('Your password').fill(PASSWORD);
    await panel.getByRole('button', { name: 'Create token' }).click();
    const token = (await panel.getByRole('status', { name: 'New token' }).textContent())!.trim();
    expect(token.length).toBeGreaterThan(20);

    const api = await playwright.request.newContext({ baseURL });
    const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
    const me = await api.get('/api/v1/users/me', { headers });
    expect(me.status()).toBe(200);
    expect((await me.json()).user.email).toBe(email);

    await panel.getByRole('button', { name: 'Revoke cli' }).click();
    await expect(panel.getByRole('button', { name: 'Revoke cli' })).toHaveCount(0);
    expect((await api.get('/api/v1/users/me', { headers })).status()).toBe(401);
    await api.dispose();
  });

  test('sign out another session from the list', async ({ page, browser }) => {
    const email = await signUp(page);
    const other = await otherDevice(browser, email);
    await openSettings(page);
    const panel = page.getByRole('region', { name: 'Sessions' });
    await expect(panel.getByText(/· This device/)).toBeVisible();
    await panel.getByRole('button', { name: /^Sign out .+ on / }).click();
    await expect(page.getByText('Device signed out')).toBeVisible();
    expect(await signedInAs(other)).toBeNull();
    expect(await signedInAs(page.context())).toBe(email);
    await other.close();
  });

  test('enable two-factor (password confirmation, QR key, code) and sign in with it', async ({
    page,
  }) => {
    const email = await signUp(page);
    await openSettings(page);
    const panel = page.getByRole('region', { name: 'Two-factor authentication' });
    await panel.getByRole('button', { name: 'Enable' }).click();
    await confirmPasswordIfAsked(page);
    await expect(
      panel.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    const secret = (await panel.getByRole('status', { name: 'Setup key' }).textContent())!.trim();
    await panel.getByLabel('Code').fill(await generate({ secret }));
    await panel.getByRole('button', { name: 'Confirm' }).click();
    await expect(
      panel.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
    ).toHaveCount(8);
    await expect(panel.getByText('Two-factor authentication is on.')).toBeVisible();

    await page.context().clearCookies();
    await page.goto('/login');
    await page.getByLabel('Phone').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    await page.getByLabel('Code').fill(await generate({ secret, stepsAhead: 1 }));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/drive');
    expect(await signedInAs(page.context())).toBe(email);
  });

  test('delete the account: confirm, "Account deleted", logged out; its login is refused', async ({
    page,
  }) => {
    const email = await signUp(page);
    await openSettings(page);
    await page
      .getByRole('region', { name: 'Danger zone' })
      .getByRole('button', { name: 'Delete account' })
      .click();
    await page
      .getByRole('alertdialog', { name: 'Delete account?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await confirmPasswordIfAsked(page);
    await expect(page.getByText('Account deleted')).toBeVisible();
    await expect(page).toHaveURL('/login');
    expect(await signedInAs(page.context())).toBeNull();
    const login = await page.request.post('/auth/login', {
      data: { phone: email, password: PASSWORD, remember: false },
    });
    expect(login.status()).toBe(422);
  });
});
