import {
  expectNoAxeViolations,
  newFolder,
  openRow,
  rowOf,
  signUp,
  textFiles,
  uploadFiles,
} from './drive-support';
import { expect, test } from './fixtures';

for (const theme of ['light', 'dark'] as const) {
  test(`every drive route passes axe in the ${theme} theme`, async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    await context.addCookies([{ name: 'be-active-theme', value: theme, url: baseURL as string }]);
    await page.emulateMedia({ colorScheme: theme });
    await signUp(page);
    // Listings with rows in them: a folder, files, a starred one, one in the trash.
    await page.goto('/drive');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await newFolder(page, 'Reports');
    await uploadFiles(page, textFiles(['summary.txt', 'old.txt']), 2);
    await rowOf(page, 'summary.txt').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Add to starred' }).click();
    await rowOf(page, 'old.txt').click();
    await page.keyboard.press('Delete');
    await expect(rowOf(page, 'old.txt')).toHaveCount(0);
    await openRow(page, 'Reports');
    await expect(page).toHaveURL(/\/drive\/folders\/[^/]+$/);
    const folderPath = new URL(page.url()).pathname;

    for (const path of [
      '/drive',
      folderPath,
      '/drive/shares',
      '/drive/recent',
      '/drive/starred',
      '/drive/trash',
      '/drive/search',
      '/drive/search?query=summary',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByLabel(/Loading/)).toHaveCount(0);
      await expectNoAxeViolations(page);
    }

    // The previewer over a text file.
    await page.goto('/drive');
    await openRow(page, 'summary.txt');
    await expect(page.getByRole('region', { name: 'Contents of summary.txt' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
