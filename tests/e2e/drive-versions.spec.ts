import { findEntry, rowOf, sha256, signUp, uploadsPanel } from './drive-support';
import { expect, type Page, test } from './fixtures';

const FIRST = 'The first draft of the plan.\n'.repeat(40);
const SECOND = 'The second draft, rewritten after review.\n'.repeat(30);

/** Picks a file through the "Upload files" input; answers once the panel says it is done. */
async function pick(page: Page, name: string, content: string) {
  await page
    .getByTestId('upload-files-input')
    .setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(content) });
}

async function uploadsDone(page: Page) {
  await expect(uploadsPanel(page).getByText('1 upload complete')).toBeVisible({ timeout: 30_000 });
  await uploadsPanel(page).getByRole('button', { name: 'Close uploads' }).click();
}

test.describe('file versions', () => {
  test('a file uploaded twice keeps its first content as a version, which previews, restores and downloads byte for byte', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signUp(page);
    await page.goto('/drive');
    await pick(page, 'plan.txt', FIRST);
    await uploadsDone(page);
    await expect(rowOf(page, 'plan.txt')).toBeVisible();
    const entry = await findEntry(page, 'plan.txt');

    // The same name again: the dialog asks; Replace has the focus and Enter takes it.
    await pick(page, 'plan.txt', SECOND);
    const ask = page.getByRole('alertdialog', { name: 'A file with this name already exists' });
    await expect(ask.getByText('plan.txt')).toBeVisible();
    await expect(ask.getByRole('button', { name: 'Replace' })).toBeFocused();
    await page.keyboard.press('Enter');
    await uploadsDone(page);
    // Still one file, the same entry, now with the second content.
    await expect(rowOf(page, 'plan.txt')).toHaveCount(1);
    await expect(rowOf(page, 'plan (1).txt')).toHaveCount(0);
    expect((await findEntry(page, 'plan.txt')).hash).toBe(entry.hash);

    // Versions tab of the details panel.
    await rowOf(page, 'plan.txt').click();
    await page.getByRole('button', { name: 'Details' }).click();
    const details = page.getByRole('complementary', { name: 'Details' });
    await details.getByRole('tab', { name: 'Versions' }).click();
    const versions = details.getByRole('list', { name: 'Earlier versions' });
    await expect(versions.getByRole('listitem')).toHaveCount(1);

    // Preview the older one: its own text, not the current file's.
    await versions.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: /plan\.txt — version of/ });
    await expect(preview.getByText('The first draft of the plan.').first()).toBeVisible();
    await expect(preview.getByText('The second draft')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(preview).toHaveCount(0);

    // Restore it: the file is the first content again, byte for byte; the second is a version.
    await versions.getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByText('Version restored.')).toBeVisible();
    const download = await page.request.get(`/api/v1/file-entries/download/${entry.hash}`);
    expect(download.status()).toBe(200);
    expect(sha256(await download.body())).toBe(sha256(Buffer.from(FIRST)));
    await expect(versions.getByRole('listitem')).toHaveCount(1);
    const [version] = (
      await (await page.request.get(`/api/v1/file-entries/${entry.id}/versions`)).json()
    ).versions;
    const older = await page.request.get(
      `/api/v1/file-entries/${entry.id}/versions/${version.id}?download=1`,
    );
    expect(sha256(await older.body())).toBe(sha256(Buffer.from(SECOND)));

    // Keep both: a third upload of the name becomes a numbered copy.
    await pick(page, 'plan.txt', 'a copy');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Keep both' }).click();
    await uploadsDone(page);
    await expect(rowOf(page, 'plan (1).txt')).toBeVisible();
  });
});
