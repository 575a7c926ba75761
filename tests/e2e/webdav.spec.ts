import { newFolder, openRow, PASSWORD, rowOf, signUp } from './drive-support';
import { expect, test } from './fixtures';

const NOTES = 'Written by a WebDAV client.\n';

/**
 * Issue 31's journey: the Developers panel says where and how to connect (address and user
 * name, copied by keyboard), a token made there signs a WebDAV client in, and what each side
 * writes the other sees: a folder made in the web app, a file put into it over WebDAV.
 */
test('connect over WebDAV with an app password from the Developers panel', async ({
  page,
  context,
  playwright,
}) => {
  const email = await signUp(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/drive');
  await newFolder(page, 'From the web');

  await page.goto('/account-settings');
  const panel = page.getByRole('region', { name: 'Developers' });
  const address = await panel.getByLabel('WebDAV address').inputValue();
  expect(new URL(address).pathname).toBe('/dav/');
  await expect(panel.getByLabel('Username')).toHaveValue(email);
  await panel.getByRole('button', { name: 'Copy username' }).focus();
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(email);

  await panel.getByLabel('Token name').fill('laptop');
  await panel.getByLabel('Your password').fill(PASSWORD);
  await panel.getByRole('button', { name: 'Create token' }).click();
  const token = (await panel.getByRole('status', { name: 'New token' }).textContent())!.trim();

  // A WebDAV client: no cookies, Basic auth with the address and the token.
  const client = await playwright.request.newContext();
  const authorization = `Basic ${Buffer.from(`${email}:${token}`).toString('base64')}`;
  const dav = (method: string, path: string, data?: string, headers = {}) =>
    client.fetch(new URL(path, address).href, {
      method,
      data,
      headers: { authorization, ...headers },
    });
  const listing = await dav('PROPFIND', 'From%20the%20web/', undefined, { depth: '1' });
  expect(listing.status()).toBe(207);
  await expect(await dav('PUT', 'From%20the%20web/notes.txt', NOTES)).toBeOK();
  expect((await dav('PROPFIND', '', undefined, { depth: '0' })).status()).toBe(207);
  // While two-factor sign-in is off, the account password works too.
  const byPassword = await client.fetch(address, {
    method: 'PROPFIND',
    headers: {
      depth: '0',
      authorization: `Basic ${Buffer.from(`${email}:${PASSWORD}`).toString('base64')}`,
    },
  });
  expect(byPassword.status()).toBe(207);

  await page.goto('/drive');
  await openRow(page, 'From the web');
  await expect(rowOf(page, 'notes.txt')).toBeVisible();
  const download = await dav('GET', 'From%20the%20web/notes.txt');
  expect(await download.text()).toBe(NOTES);
  await client.dispose();
});
