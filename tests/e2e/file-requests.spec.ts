import { type BrowserContext, expect, type Page, test } from './fixtures';

const PASSWORD = 'correct horse battery';
let counter = 0;

/** Signs a new account up over the API in this context (the context is then signed in). */
async function signUp(context: BrowserContext): Promise<string> {
  counter += 1;
  const email = `requests-${Date.now()}-${counter}@example.com`;
  const response = await context.request.post('/auth/register', {
    data: { email, password: PASSWORD, password_confirmation: PASSWORD },
    headers: { 'X-Forwarded-For': `10.12.${counter}.${Math.floor(Math.random() * 250)}` },
  });
  expect(response.status()).toBe(200);
  return email;
}

async function xsrf(context: BrowserContext) {
  const token = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'X-XSRF-TOKEN': decodeURIComponent(token) };
}

/** An empty folder of the context's user, and a file request on it, over the API. */
async function folderWithRequest(
  context: BrowserContext,
  name: string,
  request: Record<string, unknown>,
) {
  const headers = await xsrf(context);
  const created = await context.request.post('/api/v1/folders', { data: { name }, headers });
  expect(created.status()).toBe(200);
  const { folder } = (await created.json()) as { folder: { id: number; hash: string } };
  const made = await context.request.post(`/api/v1/file-entries/${folder.id}/file-requests`, {
    data: request,
    headers,
  });
  expect(made.status()).toBe(200);
  const { fileRequest } = (await made.json()) as { fileRequest: { hash: string } };
  return { folder, hash: fileRequest.hash };
}

/** Fills in the visitor's name and email on an open request page. */
async function introduce(page: Page, name: string, email: string) {
  await page.getByRole('textbox', { name: 'Your name' }).fill(name);
  await page.getByRole('textbox', { name: 'Your email' }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(`Sending as ${name} (${email}).`)).toBeVisible();
}

test.describe('file requests', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a visitor uploads through /drive/r/{hash}; the owner finds the file in the folder and a notification', async ({
    browser,
  }) => {
    const owner = await browser.newContext();
    await signUp(owner);
    const { folder, hash } = await folderWithRequest(owner, 'Conference photos', {
      title: 'Send us your photos',
      description: 'Full-size JPEGs, please.',
    });

    const visitor = await browser.newContext();
    const page = await visitor.newPage();
    await page.goto(`/drive/r/${hash}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Send us your photos' }),
    ).toBeVisible();
    await expect(page.getByText('Full-size JPEGs, please.')).toBeVisible();
    await introduce(page, 'Grace Hopper', 'grace@example.org');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'keynote.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('the keynote, in words'),
    });
    const mine = page.getByRole('list', { name: 'Your uploads' });
    await expect(mine.getByText('keynote.txt')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('All done.')).toBeVisible();

    // Another visitor sees none of it.
    const stranger = await (await browser.newContext()).newPage();
    await stranger.goto(`/drive/r/${hash}`);
    await introduce(stranger, 'Alan Turing', 'alan@example.org');
    await expect(
      stranger.getByText('Nothing sent yet. Only you can see the files you send here.'),
    ).toBeVisible();

    const drive = await owner.newPage();
    await drive.goto(`/drive/folders/${folder.hash}`);
    await expect(drive.getByText('keynote.txt').first()).toBeVisible({ timeout: 15_000 });

    await expect
      .poll(
        async () => {
          const res = await owner.request.get('/api/v1/notifications');
          const { pagination } = (await res.json()) as {
            pagination: { data: { type: string; data: { lines: { content: string }[] } }[] };
          };
          return pagination.data.find((n) => n.type === 'file-request-upload')?.data.lines[0]
            ?.content;
        },
        { timeout: 15_000 },
      )
      .toContain('<strong>Grace Hopper</strong> (grace@example.org) uploaded 1 file');
    await owner.close();
    await visitor.close();
    await stranger.context().close();
  });

  test('a request past its deadline refuses the upload and shows it is closed', async ({
    browser,
    serverClock,
  }) => {
    const owner = await browser.newContext();
    await signUp(owner);
    const open = 30 * 60_000;
    const deadline = (await serverClock.now()) + open;
    const { folder, hash } = await folderWithRequest(owner, 'Late inbox', {
      title: 'Forms by Friday',
      deadline: new Date(deadline).toISOString(),
    });

    const visitor = await browser.newContext();
    const page = await visitor.newPage();
    await page.clock.install();
    await page.goto(`/drive/r/${hash}`);
    await expect(page.getByText(/Please send your files by/)).toBeVisible();
    await introduce(page, 'Grace Hopper', 'grace@example.org');
    // The page stays open past the deadline (on its clock and the server's), then the visitor
    // tries; no real time is waited for.
    await serverClock.advance(open + 1000);
    await page.clock.fastForward(open + 1000);
    await page.locator('input[type="file"]').setInputFiles({
      name: 'form.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('too late'),
    });
    await expect(
      page.getByText('This file request is closed: its deadline has passed.'),
    ).toBeVisible({ timeout: 15_000 });

    await page.reload();
    await expect(page.getByRole('heading', { name: 'This file request is closed' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Choose files' })).toHaveCount(0);
    const listed = await owner.request.get(
      `/api/v1/drive/file-entries?section=folder&folderId=${folder.hash}`,
    );
    expect(((await listed.json()) as { pagination: { data: unknown[] } }).pagination.data).toEqual(
      [],
    );
    await owner.close();
    await visitor.close();
  });
});
