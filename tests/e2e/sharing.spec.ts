import { type BrowserContext, expect, test } from './fixtures';

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
  return folder;
}

test.describe('sharing', () => {
  test.describe.configure({ timeout: 90_000 });

  test('A shares a folder with B as viewer → B is notified and sees it in Shares; B cannot rename it', async ({
    browser,
  }) => {
    const a = await browser.newContext();
    const b = await browser.newContext();
    await signUp(a);
    const emailB = await signUp(b);
    const folder = await folderWithFile(a, 'Team plans');

    const shared = await a.request.post(`/api/v1/file-entries/${folder.id}/share`, {
      data: { emails: [emailB], permissions: { view: true, edit: false, download: true } },
      headers: await xsrf(a),
    });
    expect(shared.status()).toBe(200);

    const notifications = await b.request.get('/api/v1/notifications');
    const { pagination } = (await notifications.json()) as {
      pagination: { data: { type: string; data: { lines: { content: string }[] } }[] };
    };
    expect(pagination.data[0]?.type).toBe('file-entry-shared');
    expect(pagination.data[0]?.data.lines[0]?.content).toContain('Team plans');

    const page = await b.newPage();
    await page.goto('/drive/shares');
    await expect(page.getByText('Team plans').first()).toBeVisible({ timeout: 15_000 });

    const rename = await b.request.put(`/api/v1/file-entries/${folder.id}`, {
      data: { name: 'Mine now' },
      headers: await xsrf(b),
    });
    expect(rename.status()).toBe(403);
    await a.close();
    await b.close();
  });

  test('A creates a password link → a guest opens it, enters a wrong then the right password, and downloads', async ({
    browser,
  }) => {
    const a = await browser.newContext();
    await signUp(a);
    const folder = await folderWithFile(a, 'Press kit');
    const created = await a.request.post(`/api/v1/file-entries/${folder.id}/shareable-link`, {
      data: { password: 'open sesame' },
      headers: await xsrf(a),
    });
    expect(created.status()).toBe(200);
    const { link } = (await created.json()) as { link: { hash: string } };

    const guest = await browser.newContext();
    const page = await guest.newPage();
    await page.goto(`/drive/s/${link.hash}`);
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
    const file = await download;
    expect(file.suggestedFilename()).toBe('report.txt');

    const log = await a.request.get(`/api/v1/file-entries/${folder.id}/shareable-link/access-log`);
    const actions = (
      (await log.json()) as { pagination: { data: { action: string }[] } }
    ).pagination.data.map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['password', 'view', 'download']));
    await a.close();
    await guest.close();
  });
});
