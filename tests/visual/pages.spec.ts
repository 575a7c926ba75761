import type { Page } from '@playwright/test';
import { signUp, sql } from '../e2e/drive-support';
import { expect, settle, test } from './fixtures';

/** Every entry shows this date, so the list reads the same on every run. */
const FIXED_DATE = '2026-03-14T09:30:00.000Z';

/** The drive of a new account: two folders and three files, dated FIXED_DATE. */
async function driveWithFewFiles(page: Page) {
  const email = await signUp(page);
  const token = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value;
  const headers = { 'X-XSRF-TOKEN': decodeURIComponent(token ?? '') };
  const folders: Record<string, number> = {};
  for (const name of ['Projects', 'Invoices']) {
    const created = await page.request.post('/api/v1/folders', { data: { name }, headers });
    expect(created.status(), await created.text()).toBe(200);
    folders[name] = ((await created.json()) as { folder: { id: number } }).folder.id;
  }
  const files = {
    'Quarterly report 2026.txt': 'numbers\n'.repeat(900),
    'notes.txt': 'remember the milk\n',
    'Meeting minutes with the design team.txt': 'minutes\n'.repeat(4000),
  };
  for (const [name, text] of Object.entries(files)) {
    const upload = await page.request.post('/api/v1/file-entries', {
      headers,
      multipart: { file: { name, mimeType: 'text/plain', buffer: Buffer.from(text) } },
    });
    expect(upload.status(), await upload.text()).toBe(200);
  }
  sql(
    'UPDATE file_entries SET created_at = ?, updated_at = ? WHERE owner_id = (SELECT id FROM users WHERE email = ?)',
    FIXED_DATE,
    FIXED_DATE,
    email,
  );
  return { email, headers, folders };
}

test.describe('pages', () => {
  test('login', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
    await settle(page);
    await expect(page).toHaveScreenshot('login.png');
  });

  test('drive with a few files', async ({ page }) => {
    await driveWithFewFiles(page);
    await page.goto('/drive');
    await expect(page.getByRole('rowheader', { name: /^notes\.txt/ })).toBeVisible();
    await settle(page);
    await expect(page).toHaveScreenshot('drive.png');
    // The list alone too: a shift of its columns is a small part of the whole page.
    await expect(page.getByRole('grid')).toHaveScreenshot('drive-list.png');
  });

  test('public link page of a folder', async ({ page, browser, theme, baseURL }) => {
    const { headers, folders } = await driveWithFewFiles(page);
    const projects = folders.Projects as number;
    // The files move into the shared folder, so the link page lists them.
    const ids = sql<{ id: number }>(
      "SELECT id FROM file_entries WHERE type != 'folder' AND parent_id IS NULL AND owner_id = (SELECT owner_id FROM file_entries WHERE id = ?)",
      projects,
    ).map((row) => row.id);
    const moved = await page.request.post('/api/v1/file-entries/move', {
      data: { entryIds: ids, destinationId: projects },
      headers,
    });
    expect(moved.status(), await moved.text()).toBe(200);
    sql(
      'UPDATE file_entries SET updated_at = ? WHERE id IN (?, ?, ?, ?)',
      FIXED_DATE,
      projects,
      ...ids,
    );
    const link = await page.request.post(`/api/v1/file-entries/${projects}/shareable-link`, {
      data: {},
      headers,
    });
    expect(link.status(), await link.text()).toBe(200);
    const { hash } = ((await link.json()) as { link: { hash: string } }).link;

    const guest = await browser.newContext({ baseURL });
    await guest.addCookies([{ name: 'be-active-theme', value: theme, url: baseURL as string }]);
    const visitor = await guest.newPage();
    await visitor.goto(`/drive/s/${hash}`);
    await expect(visitor.getByText('notes.txt').first()).toBeVisible();
    await settle(visitor);
    await expect(visitor).toHaveScreenshot('public-link.png');
    await guest.close();
  });

  test('account settings', async ({ page }) => {
    await signUp(page);
    await page.goto('/account-settings');
    const email = page.getByRole('textbox', { name: 'Email' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settle(page);
    // The address is new on every run; the layout around it is what is compared.
    await expect(page).toHaveScreenshot('account-settings.png', { mask: [email] });
  });
});
