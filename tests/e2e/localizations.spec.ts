import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { freshContext, signUpAdmin, uniqueEmail } from './admin-support';
import { PASSWORD, sql } from './drive-support';
import { expect, test } from './fixtures';

/** A new account whose interface language is French, on `/drive` in a browser of its own. */
async function frenchReader(browser: Browser): Promise<Page> {
  const context = await freshContext(browser);
  const email = uniqueEmail('reader');
  const response = await context.request.post('/auth/register', {
    data: { email, password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
  sql("UPDATE users SET name = 'Lecteur', language = 'fr' WHERE email = ?", email);
  const page = await context.newPage();
  await page.goto('/drive');
  return page;
}

test.describe('localizations', () => {
  test('an admin translates a line of French and a French reader sees it on reload, without a restart', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const reader = await frenchReader(browser);
    await expect(
      reader.getByRole('heading', { level: 1, name: 'Tous les fichiers' }),
    ).toBeVisible();

    await signUpAdmin(page);
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Localizations' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Localizations' })).toBeVisible();
    // The language's lines download as a JSON file, by English text.
    await page.getByRole('button', { name: 'Actions for Français' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Download' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('fr.json');
    const lines = JSON.parse(readFileSync(await file.path(), 'utf8')) as Record<string, string>;
    expect(lines['All files']).toBe('Tous les fichiers');

    await page.getByRole('button', { name: 'Actions for Français' }).click();
    await page.getByRole('menuitem', { name: 'Translate' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Translate Français' })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search lines' }).fill('All files');
    const grid = page.getByRole('grid', { name: 'Lines' });
    const row = grid.getByRole('row', { name: 'All files', exact: true });
    await expect(row).toContainText('Tous les fichiers');
    await row.focus();
    await row.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Edit line' });
    const translation = dialog.getByRole('textbox', { name: 'Translation' });
    await expect(translation).toHaveValue('Tous les fichiers');
    await translation.fill('Tout mon coffre');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('1 unsaved change')).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Lines saved')).toBeVisible();
    await expect(row).toContainText('Tout mon coffre');
    await expect(row).toContainText('Edited');

    await reader.reload();
    await expect(reader.getByRole('heading', { level: 1, name: 'Tout mon coffre' })).toBeVisible();
    await expect(reader.locator('html')).toHaveAttribute('lang', /^fr/);
  });
});
