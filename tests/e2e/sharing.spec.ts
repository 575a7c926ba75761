import { proveAddress, sql } from './db';
import { type BrowserContext, expect, type Page, test } from './fixtures';

const PASSWORD = 'correct horse battery';
let counter = 0;

/** Signs a new account up over the API in this context (the context is then signed in). */
async function signUp(context: BrowserContext): Promise<string> {
  counter += 1;
  const email = `share-${Date.now()}-${counter}@example.com`;
  const response = await context.request.post('/auth/register', {
    data: { email, password: PASSWORD, password_confirmation: PASSWORD },
    headers: { 'X-Forwarded-For': `10.11.${counter}.${Math.floor(Math.random() * 250)}` },
  });
  expect(response.status()).toBe(200);
  // Shares and invites reach an address once an account proved it (its emailed code).
  proveAddress(email);
  return email;
}

async function xsrf(context: BrowserContext) {
  const token = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'X-XSRF-TOKEN': decodeURIComponent(token) };
}

/** A folder of the context's user holding one text file, over the API. */
async function folderWithFile(context: BrowserContext, name: string) {
  const headers = await xsrf(context);
  const created = await context.request.post('/api/v1/folders', { data: { name }, headers });
  expect(created.status()).toBe(200);
  const { folder } = (await created.json()) as { folder: { id: number; hash: string } };
  const upload = await context.request.post('/api/v1/file-entries', {
    headers,
    multipart: {
      parentId: String(folder.id),
      file: {
        name: 'report.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('quarterly numbers'),
      },
    },
  });
  expect(upload.status()).toBe(200);
  const { fileEntry } = (await upload.json()) as { fileEntry: { id: number } };
  return { ...folder, fileId: fileEntry.id };
}

/** A public link on an entry of the context's user, over the API. */
async function createLink(context: BrowserContext, entryId: number, data: object = {}) {
  const res = await context.request.post(`/api/v1/file-entries/${entryId}/shareable-link`, {
    data,
    headers: await xsrf(context),
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { link: { hash: string } }).link.hash;
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

/** A row of the drive's list by its name (marks such as "Shared" may follow it). */
const rowOf = (page: Page, name: string) =>
  page.getByRole('rowheader', {
    name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( .*)?$`),
  });

/** The context menu of a row: its item names. */
async function menuItems(page: Page, name: string) {
  await rowOf(page, name).click({ button: 'right' });
  const menu = page.getByRole('menu', { name: 'Actions' });
  await expect(menu).toBeVisible();
  const items = await menu.getByRole('menuitem').allInnerTexts();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  return items.map((t) => t.trim());
}

test.describe('sharing', () => {
  test.describe.configure({ timeout: 120_000 });

  test('A shares a folder with B as viewer → B is notified live, opens it, previews and downloads, has no edit actions; A upgrades B, who renames; A removes B, who is refused', async ({
    browser,
  }) => {
    const a = await browser.newContext();
    const b = await browser.newContext();
    await signUp(a);
    const emailB = await signUp(b);
    const folder = await folderWithFile(a, 'Team plans');

    // B has the drive open before anything is shared.
    const page = await b.newPage();
    await page.goto('/drive');
    await expect(bell(page)).toHaveAccessibleName('Notifications');

    const shared = await a.request.post(`/api/v1/file-entries/${folder.id}/share`, {
      data: { emails: [emailB], permissions: { view: true, edit: false, download: true } },
      headers: await xsrf(a),
    });
    expect(shared.status()).toBe(200);
    const { fileEntry } = (await shared.json()) as {
      fileEntry: { users: { id: number; email: string }[] };
    };
    const userB = fileEntry.users.find((u) => u.email === emailB);
    expect(userB).toBeDefined();

    // The badge rises without a reload; opening the notification opens the folder.
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread', { timeout: 15_000 });
    await bell(page).click();
    const popover = page.getByRole('dialog', { name: 'Notifications' });
    await popover.getByRole('button', { name: /^Unread:.*shared Team plans with you/ }).click();
    await expect(page).toHaveURL(new RegExp(`/drive/folders/${folder.hash}$`));
    await expect(rowOf(page, 'report.txt')).toBeVisible({ timeout: 15_000 });

    // Viewer with download: preview and download, but nothing that changes the entry.
    const items = await menuItems(page, 'report.txt');
    expect(items).toEqual(expect.arrayContaining(['Preview', 'Download']));
    for (const edit of ['Rename', 'Move to', 'Make a copy', 'Delete', 'Get link']) {
      expect(items).not.toContain(edit);
    }
    await rowOf(page, 'report.txt').click();
    await page.keyboard.press('Enter');
    const preview = page.getByRole('dialog');
    await expect(preview.getByRole('heading', { name: 'report.txt' })).toBeVisible();
    await expect(preview.getByText('quarterly numbers')).toBeVisible();
    const download = page.waitForEvent('download');
    await preview.getByRole('link', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toBe('report.txt');
    await page.keyboard.press('Escape');
    await expect(preview).toHaveCount(0);

    // It is listed in Shares, where the folder offers no edit actions either.
    await page.goto('/drive/shares');
    await expect(rowOf(page, 'Team plans')).toBeVisible({ timeout: 15_000 });
    expect(await menuItems(page, 'Team plans')).not.toContain('Rename');
    const renameAs = async (id: number, name: string) =>
      (
        await b.request.put(`/api/v1/file-entries/${id}`, {
          data: { name },
          headers: await xsrf(b),
        })
      ).status();
    expect(await renameAs(folder.id, 'Mine now')).toBe(403);
    expect(await renameAs(folder.fileId, 'mine.txt')).toBe(403);

    // A upgrades B to editor: B renames the file inside the folder from the drive.
    const upgraded = await a.request.put(`/api/v1/file-entries/${folder.id}/change-permissions`, {
      data: { userId: userB?.id, permissions: { view: true, edit: true, download: true } },
      headers: await xsrf(a),
    });
    expect(upgraded.status()).toBe(200);
    await page.goto(`/drive/folders/${folder.hash}`);
    await expect(rowOf(page, 'report.txt')).toBeVisible({ timeout: 15_000 });
    await rowOf(page, 'report.txt').click({ button: 'right' });
    await page
      .getByRole('menu', { name: 'Actions' })
      .getByRole('menuitem', { name: 'Rename' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Rename' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('final report.txt');
    await dialog.getByRole('button', { name: 'Rename' }).click();
    await expect(rowOf(page, 'final report.txt')).toBeVisible();
    const seenByA = await a.request.get(
      `/api/v1/drive/file-entries?section=folder&folderId=${folder.hash}`,
    );
    expect(
      ((await seenByA.json()) as { pagination: { data: { name: string }[] } }).pagination.data.map(
        (e) => e.name,
      ),
    ).toEqual(['final report.txt']);

    // A removes B: B is refused and the folder leaves B's Shares.
    const removed = await a.request.post(`/api/v1/file-entries/${folder.id}/unshare`, {
      data: { userId: userB?.id },
      headers: await xsrf(a),
    });
    expect(removed.status()).toBe(200);
    expect(await renameAs(folder.fileId, 'again.txt')).toBe(403);
    const listing = await b.request.get(
      `/api/v1/drive/file-entries?section=folder&folderId=${folder.hash}`,
    );
    expect(listing.status()).toBe(403);
    const shares = page.waitForResponse(
      (r) => r.url().includes('section=sharedWithMe') && r.status() === 200,
    );
    await page.goto('/drive/shares');
    await shares;
    await expect(rowOf(page, 'Team plans')).toHaveCount(0);
    await a.close();
    await b.close();
  });
});

test.describe('public links', () => {
  test.describe.configure({ timeout: 90_000 });

  test('password: a guest enters a wrong then the right password and downloads; the owner reads the visits in the access log', async ({
    browser,
  }) => {
    const a = await browser.newContext();
    await signUp(a);
    const folder = await folderWithFile(a, 'Press kit');
    const hash = await createLink(a, folder.id, { password: 'open sesame' });

    const guest = await browser.newContext({ userAgent: 'Coffer e2e visitor' });
    const page = await guest.newPage();
    await page.goto(`/drive/s/${hash}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This link is protected' }),
    ).toBeVisible();
    const field = page.getByLabel('Password', { exact: true });
    await field.fill('wrong');
    await field.press('Enter');
    await expect(page.getByText('The password is incorrect.')).toBeVisible();
    await field.fill('open sesame');
    await field.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Press kit' })).toBeVisible();
    await expect(page.getByText('report.txt')).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download report.txt' }).click();
    expect((await download).suggestedFilename()).toBe('report.txt');

    // The owner opens the link dialog from the drive and reads the log.
    const drive = await a.newPage();
    await drive.goto('/drive');
    await rowOf(drive, 'Press kit').click({ button: 'right' });
    await drive.getByRole('menuitem', { name: 'Get link' }).click();
    const dialog = drive.getByRole('dialog', { name: 'Share link to “Press kit”' });
    await dialog.getByRole('button', { name: 'Show access log' }).click();
    const log = dialog.getByRole('table', { name: 'Access log' });
    await expect(log.getByRole('row').filter({ hasText: 'Downloaded' })).toHaveCount(1);
    await expect(log.getByRole('row').filter({ hasText: 'Entered the password' })).toHaveCount(1);
    await expect(log.getByRole('row').filter({ hasText: 'Opened' }).first()).toContainText(
      'Coffer e2e visitor',
    );
    await a.close();
    await guest.close();
  });

  test('expiry: the link works until it expires and is dead right after', async ({
    browser,
    serverClock,
  }) => {
    const a = await browser.newContext();
    await signUp(a);
    const folder = await folderWithFile(a, 'Short lived');
    const lifetime = 30 * 60_000;
    const expiresAt = (await serverClock.now()) + lifetime;
    const hash = await createLink(a, folder.id, { expiresAt: new Date(expiresAt).toISOString() });

    const guest = await browser.newContext();
    const page = await guest.newPage();
    await page.clock.install();
    await page.goto(`/drive/s/${hash}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Short lived' })).toBeVisible();
    // Half an hour passes for the server and the open page alike, without waiting for it.
    await serverClock.advance(lifetime + 1000);
    await page.clock.fastForward(lifetime + 1000);
    expect((await guest.request.get(`/api/v1/shareable-links/${hash}`)).status()).toBe(404);
    expect((await guest.request.get(`/api/v1/shareable-links/${hash}/download`)).status()).toBe(
      404,
    );
    await page.reload();
    await expect(page.getByText('This link is no longer available')).toBeVisible();
    await expect(
      page.getByText('It was removed or it has expired.', { exact: false }),
    ).toBeVisible();
    await a.close();
    await guest.close();
  });

  test('download disabled: no download button, and the download URL answers 403', async ({
    browser,
  }) => {
    const a = await browser.newContext();
    await signUp(a);
    const folder = await folderWithFile(a, 'Look only');
    const hash = await createLink(a, folder.id, { allowDownload: false });

    const guest = await browser.newContext();
    const page = await guest.newPage();
    await page.goto(`/drive/s/${hash}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Look only' })).toBeVisible();
    await expect(page.getByText('report.txt')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Download/ })).toHaveCount(0);
    const res = await guest.request.get(`/api/v1/shareable-links/${hash}/download`);
    expect(res.status()).toBe(403);
    expect(((await res.json()) as { message: string }).message).toBe(
      'Downloads are disabled for this link.',
    );
    await a.close();
    await guest.close();
  });

  test('download limit: the link serves as many downloads as allowed, then refuses', async ({
    browser,
  }) => {
    const a = await browser.newContext();
    await signUp(a);
    const folder = await folderWithFile(a, 'Two copies');
    const hash = await createLink(a, folder.id, { downloadLimit: 2 });

    const guest = await browser.newContext();
    const page = await guest.newPage();
    await page.goto(`/drive/s/${hash}`);
    for (let i = 0; i < 2; i += 1) {
      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Download report.txt' }).click();
      expect((await download).suggestedFilename()).toBe('report.txt');
    }
    const res = await guest.request.get(`/api/v1/shareable-links/${hash}/download`);
    expect(res.status()).toBe(403);
    expect(((await res.json()) as { message: string }).message).toBe(
      'This link has reached its download limit.',
    );
    // The page says so instead of offering downloads that would fail.
    await page.reload();
    await expect(page.getByText('This link has reached its download limit.')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Download/ })).toHaveCount(0);
    await a.close();
    await guest.close();
  });

  test('"Save to my drive" copies the shared folder into the signed-in visitor’s drive', async ({
    browser,
  }) => {
    const a = await browser.newContext();
    await signUp(a);
    const folder = await folderWithFile(a, 'Handbook');
    const hash = await createLink(a, folder.id);

    // A guest sees no 'Save to my drive'.
    const guest = await browser.newContext();
    const guestPage = await guest.newPage();
    await guestPage.goto(`/drive/s/${hash}`);
    await expect(guestPage.getByRole('heading', { level: 1, name: 'Handbook' })).toBeVisible();
    await expect(guestPage.getByRole('button', { name: 'Save to my drive' })).toHaveCount(0);

    const c = await browser.newContext();
    await signUp(c);
    const page = await c.newPage();
    await page.goto(`/drive/s/${hash}`);
    await page.getByRole('button', { name: 'Save to my drive' }).click();
    await expect(page.getByText('“Handbook” was saved to your drive.')).toBeVisible();

    await page.goto('/drive');
    await expect(rowOf(page, 'Handbook')).toBeVisible({ timeout: 15_000 });
    await rowOf(page, 'Handbook').click();
    await page.keyboard.press('Enter');
    await expect(rowOf(page, 'report.txt')).toBeVisible();
    // A copy: C's own entry, and A's folder is untouched.
    const mine = await c.request.get('/api/v1/drive/file-entries?section=home');
    const copy = (
      (await mine.json()) as { pagination: { data: { name: string; id: number }[] } }
    ).pagination.data.find((e) => e.name === 'Handbook');
    expect(copy?.id).not.toBe(folder.id);
    await a.close();
    await guest.close();
    await c.close();
  });

  test('the shared-link page: a text file shows its contents; a folder browses two levels deep with breadcrumbs, as a list or a grid, beside the ads.file-preview slot', async ({
    browser,
  }) => {
    const a = await browser.newContext();
    await signUp(a);
    const folder = await folderWithFile(a, 'Archive');
    const headers = await xsrf(a);
    const sub = async (name: string, parentId: number) => {
      const res = await a.request.post('/api/v1/folders', { data: { name, parentId }, headers });
      expect(res.status()).toBe(200);
      return ((await res.json()) as { folder: { id: number } }).folder.id;
    };
    const drafts = await sub('Drafts', folder.id);
    await sub('Old', drafts);
    const folderHash = await createLink(a, folder.id);
    const fileHash = await createLink(a, folder.fileId);

    const ad = '<p style="margin:0;height:60px">Sponsored: Coffer Pro</p>';
    sql('INSERT INTO settings (key, value) VALUES (?, ?)', 'ads.file-preview', JSON.stringify(ad));
    const guest = await browser.newContext();
    try {
      const page = await guest.newPage();
      await page.goto(`/drive/s/${fileHash}`);
      await expect(page.getByRole('heading', { level: 1, name: 'report.txt' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Contents of report.txt' })).toHaveText(
        'quarterly numbers',
      );
      await expect(
        page.frameLocator('iframe[title="Advertisement"]').getByText('Sponsored: Coffer Pro'),
      ).toBeVisible();

      await page.goto(`/drive/s/${folderHash}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Archive' })).toBeVisible();
      await page.getByRole('button', { name: 'Drafts' }).click();
      await page.getByRole('button', { name: 'Old' }).click();
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('listitem');
      await expect(crumbs).toHaveText(['Archive', 'Drafts', 'Old']);
      await expect(page.getByText('This folder is empty.')).toBeVisible();
      // A reload keeps the whole trail (names come from the link, nothing above it).
      await page.reload();
      await expect(crumbs).toHaveText(['Archive', 'Drafts', 'Old']);
      await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByText('Archive').click();
      await expect(page.getByText('report.txt')).toBeVisible();
      await page.getByRole('button', { name: 'Grid view' }).click();
      await expect(page.getByRole('list', { name: 'Folder contents' })).toHaveAttribute(
        'data-view',
        'grid',
      );
      await expect(page).toHaveURL(/view=grid/);
      await expect(page.getByRole('link', { name: 'Download report.txt' })).toBeVisible();
      // The sort is a native select: the keyboard alone changes it, and the page follows.
      const sort = page.getByRole('combobox', { name: 'Sort by' });
      await sort.focus();
      await page.keyboard.press('ArrowDown');
      await expect(sort).toHaveValue('name:desc');
      await expect(page).toHaveURL(/order=name%3Adesc/);
      await expect(page.getByRole('link', { name: 'Download report.txt' })).toBeVisible();
    } finally {
      sql('DELETE FROM settings WHERE key = ?', 'ads.file-preview');
      await a.close();
      await guest.close();
    }
  });
});
