import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './fixtures';

// The server's own SQLite driver, to seed what the API cannot (names, large folders).
const serverRequire = createRequire(new URL('../../apps/server/package.json', import.meta.url));
const Database = serverRequire('better-sqlite3') as new (
  file: string,
) => { prepare(query: string): { run(...params: unknown[]): unknown }; close(): void };
const dbFile = fileURLToPath(new URL('./.data/coffer.sqlite', import.meta.url));

function sql(query: string, ...params: unknown[]) {
  const db = new Database(dbFile);
  try {
    db.prepare(query).run(...params);
  } finally {
    db.close();
  }
}

const PASSWORD = 'correct horse battery';
let counter = 0;
const uniqueEmail = () => `drive-${Date.now()}-${counter++}@example.com`;

/** Registers over the API with the page's own cookie jar, so the page is signed in. */
async function signUp(page: Page) {
  const email = uniqueEmail();
  const response = await page.request.post('/auth/register', {
    data: { email, password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
  // A display name, so the navbar's avatar button has an accessible name.
  sql('UPDATE users SET name = ? WHERE email = ?', 'Drive Tester', email);
  return email;
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
  ).toEqual([]);
}

const files = (names: string[]) =>
  names.map((name) => ({
    name,
    mimeType: 'text/plain',
    buffer: Buffer.from(`contents of ${name}\n`.repeat(20)),
  }));

/** Opens an entry as the keyboard does: select it, then Enter. */
async function openRow(page: Page, name: string) {
  await rowOf(page, name).click();
  await page.keyboard.press('Enter');
}

/** A section link of the drive's sidebar. */
const navTo = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Drive' }).getByRole('link', { name, exact: true }).click();

// Virtualised rows are zero-height wrappers around positioned cells, so the row header stands for the row.
const rowOf = (page: Page, name: string) =>
  page.getByRole('rowheader', {
    name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( Starred)?$`),
  });

test.describe('drive journeys', () => {
  test('a guest opening the drive is sent to the login page', async ({ page }) => {
    await page.goto('/drive');
    await expect(page).toHaveURL('/login');
  });

  test('create a folder, upload into it, rename, star, trash, restore, delete forever, search', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signUp(page);
    await page.goto('/drive');
    await expect(page.getByRole('heading', { level: 1, name: 'All files' })).toBeVisible();
    await expect(page.getByText('Nothing here yet')).toBeVisible();

    // New folder (and its clash refusal on the field).
    await page.getByRole('button', { name: 'New' }).click();
    await page.getByRole('menuitem', { name: 'New folder' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Reports');
    await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
    await expect(rowOf(page, 'Reports')).toBeVisible();
    await page.getByRole('button', { name: 'New' }).click();
    await page.getByRole('menuitem', { name: 'New folder' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Reports');
    await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
    await expect(
      page.getByText('Folder with same name already exists.', { exact: true }),
    ).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    // Open it (Enter on the row) and upload two files through the file input.
    await rowOf(page, 'Reports').click();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/drive\/folders\//);
    await expect(page.getByText('This folder is empty')).toBeVisible();
    await page.getByTestId('upload-files-input').setInputFiles(files(['alpha.txt', 'beta.txt']));
    const panel = page.getByRole('region', { name: 'Uploads' });
    await expect(panel.getByText('2 uploads complete')).toBeVisible({ timeout: 15_000 });
    await expect(rowOf(page, 'alpha.txt')).toBeVisible();
    await expect(rowOf(page, 'beta.txt')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('Reports');
    await panel.getByRole('button', { name: 'Close uploads' }).click();
    await expect(panel).toHaveCount(0);

    // Rename with F2.
    await rowOf(page, 'alpha.txt').click();
    await page.keyboard.press('F2');
    await page.getByRole('textbox', { name: 'Name' }).fill('gamma.txt');
    await page.getByRole('dialog').getByRole('button', { name: 'Rename' }).click();
    await expect(rowOf(page, 'gamma.txt')).toBeVisible();
    await expect(rowOf(page, 'alpha.txt')).toHaveCount(0);

    // Star from the context menu; it appears in Starred.
    await rowOf(page, 'gamma.txt').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Add to starred' }).click();
    await navTo(page, 'Starred');
    await expect(rowOf(page, 'gamma.txt')).toBeVisible();

    // Delete → Trash → restore → delete forever.
    await navTo(page, 'All files');
    await openRow(page, 'Reports');
    await rowOf(page, 'beta.txt').click();
    await page.keyboard.press('Delete');
    await expect(rowOf(page, 'beta.txt')).toHaveCount(0);
    await navTo(page, 'Trash');
    await rowOf(page, 'beta.txt').click();
    await page
      .getByRole('toolbar', { name: 'Selection actions' })
      .getByRole('button', { name: 'Restore' })
      .click();
    await expect(rowOf(page, 'beta.txt')).toHaveCount(0);
    await expect(page.getByText('Trash is empty')).toBeVisible();
    await navTo(page, 'All files');
    await openRow(page, 'Reports');
    await expect(rowOf(page, 'beta.txt')).toBeVisible();
    await rowOf(page, 'beta.txt').click();
    await page.keyboard.press('Delete');
    await navTo(page, 'Trash');
    await rowOf(page, 'beta.txt').click();
    await page.keyboard.press('Delete');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete forever' }).click();
    await expect(page.getByText('Trash is empty')).toBeVisible();

    // Search by name; a query with no match says so.
    await navTo(page, 'Search');
    await page.getByLabel('Search files').fill('gamma');
    await page.keyboard.press('Enter');
    await expect(rowOf(page, 'gamma.txt')).toBeVisible();
    await page.getByLabel('Search files').fill('nothing-like-this');
    await page.keyboard.press('Enter');
    await expect(page.getByText('There are no items matching your query')).toBeVisible();
  });

  test('dragging a folder onto another moves it there', async ({ page }) => {
    await signUp(page);
    await page.goto('/drive');
    for (const name of ['Inbox', 'Archive']) {
      await page.getByRole('button', { name: 'New' }).click();
      await page.getByRole('menuitem', { name: 'New folder' }).click();
      await page.getByRole('textbox', { name: 'Name' }).fill(name);
      await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
      await expect(rowOf(page, name)).toBeVisible();
    }
    await rowOf(page, 'Inbox').dragTo(rowOf(page, 'Archive'));
    await expect(rowOf(page, 'Inbox')).toHaveCount(0);
    await openRow(page, 'Archive');
    await expect(rowOf(page, 'Inbox')).toBeVisible();
  });

  test('every drive route passes axe', async ({ page }) => {
    test.setTimeout(120_000);
    await signUp(page);
    const create = await page.request.get('/api/v1/bootstrap-data');
    expect(create.status()).toBe(200);
    for (const path of [
      '/drive',
      '/drive/shares',
      '/drive/recent',
      '/drive/starred',
      '/drive/trash',
      '/drive/search',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
});
