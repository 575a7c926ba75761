import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  dropFolder,
  findEntry,
  openRow,
  rowOf,
  sha256,
  signUp,
  uploadsPanel,
} from './drive-support';
import { expect, type Page, test } from './fixtures';

const TUS = /\/api\/v1\/tus\/upload/;
const CHUNK = 8 * 1024 * 1024;

/**
 * Slows each tus PATCH (one 8 MB chunk) so a journey can cut in mid-upload, fails them
 * while `link.offline` is set, and records the `Upload-Offset` each chunk starts from.
 */
async function slowLink(page: Page) {
  const link = { offline: false, patchOffsets: [] as number[], creations: 0 };
  await page.route(TUS, async (route) => {
    const request = route.request();
    if (request.method() === 'POST') link.creations++;
    if (request.method() === 'PATCH') {
      link.patchOffsets.push(Number(request.headers()['upload-offset']));
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
    try {
      if (link.offline) await route.abort('internetdisconnected');
      else await route.continue();
    } catch {
      // The page reloaded while this chunk waited: the browser already dropped it.
    }
  });
  return link;
}

/** A 20 MB file of random bytes on disk (three tus chunks), and its SHA-256. */
function bigFile(dir: string, name: string) {
  mkdirSync(dir, { recursive: true });
  const bytes = randomBytes(20 * 1024 * 1024);
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return { path, hash: sha256(bytes) };
}

async function downloadHash(page: Page, name: string) {
  const entry = await findEntry(page, name);
  const response = await page.request.get(`/api/v1/file-entries/download/${entry.hash}`);
  expect(response.status()).toBe(200);
  return sha256(await response.body());
}

test.describe('drive uploads', () => {
  test('a folder dropped from the desktop uploads with its whole tree', async ({ page }) => {
    test.setTimeout(90_000);
    await signUp(page);
    await page.goto('/drive');
    await expect(page.getByText('Nothing here yet')).toBeVisible();
    const tree: Record<string, string> = {
      'notes.txt': 'trip notes',
      'photos/beach.txt': 'sand',
      'docs/plan.md': '# Plan',
      'docs/old/2019.txt': 'old',
      'docs/old/2020.txt': 'older',
    };
    for (let i = 1; i <= 5; i++) tree[`photos/2024/day-${i}.txt`] = `day ${i}`;
    await dropFolder(page.getByText('Nothing here yet'), 'Trip', tree);

    const panel = uploadsPanel(page);
    await expect(panel.getByText('10 uploads complete')).toBeVisible({ timeout: 30_000 });
    await expect(panel.getByRole('progressbar', { name: 'Total progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await openRow(page, 'Trip');
    for (const name of ['docs', 'photos', 'notes.txt'])
      await expect(rowOf(page, name)).toBeVisible();
    await openRow(page, 'photos');
    await expect(rowOf(page, 'beach.txt')).toBeVisible();
    await openRow(page, '2024');
    for (let i = 1; i <= 5; i++) await expect(rowOf(page, `day-${i}.txt`)).toBeVisible();
    await expect(page.getByRole('rowheader')).toHaveCount(5);
  });

  test('an upload cut off by going offline resumes when the connection returns', async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(120_000);
    await signUp(page);
    await page.goto('/drive');
    const file = bigFile(testInfo.outputDir, 'offline.bin');
    const link = await slowLink(page);

    await page.getByTestId('upload-files-input').setInputFiles(file.path);
    // The second chunk is on its way: the server holds the first 8 MB.
    await expect.poll(() => link.patchOffsets.length, { timeout: 30_000 }).toBe(2);
    link.offline = true;
    await context.setOffline(true);
    const panel = uploadsPanel(page);
    await expect(panel.getByText('Waiting for the connection').first()).toBeVisible({
      timeout: 15_000,
    });

    link.offline = false;
    await context.setOffline(false);
    await expect(panel.getByText('1 upload complete')).toBeVisible({ timeout: 60_000 });
    // It went on from the server's offset: no chunk was sent twice, no second upload made.
    expect(link.patchOffsets).toEqual([0, CHUNK, CHUNK, 2 * CHUNK]);
    expect(link.creations).toBe(1);
    await expect(rowOf(page, 'offline.bin')).toBeVisible();
    expect(await downloadHash(page, 'offline.bin')).toBe(file.hash);
  });

  test('an upload interrupted by a reload resumes once its file is chosen again', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await signUp(page);
    await page.goto('/drive');
    const file = bigFile(testInfo.outputDir, 'reload.bin');
    const link = await slowLink(page);

    await page.getByTestId('upload-files-input').setInputFiles(file.path);
    await expect.poll(() => link.patchOffsets.length, { timeout: 30_000 }).toBe(2);
    // The chunk on its way dies with the page.
    link.offline = true;
    await page.reload();
    link.offline = false;

    const panel = uploadsPanel(page);
    await expect(panel.getByText('1 upload interrupted')).toBeVisible();
    // The chunk cut off may hold the upload on the server a moment longer: the page asks again.
    await expect(panel.getByText(/Interrupted at 40%/)).toBeVisible({ timeout: 15_000 });
    const chooser = page.waitForEvent('filechooser');
    await panel.getByRole('button', { name: 'Resume reload.bin' }).click();
    await (await chooser).setFiles(file.path);

    await expect(panel.getByText('1 upload complete')).toBeVisible({ timeout: 60_000 });
    // After the reload it picked up at the server's offset (8 MB), not from the start.
    expect(link.patchOffsets.slice(2)).toEqual([CHUNK, 2 * CHUNK]);
    expect(link.creations).toBe(1);
    await expect(rowOf(page, 'reload.bin')).toBeVisible();
    expect(await downloadHash(page, 'reload.bin')).toBe(file.hash);
  });
});
