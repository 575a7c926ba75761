import { resetSetting, setSetting } from './db';
import { newFolder, rowOf, signUp, sql } from './drive-support';
import { expect, test } from './fixtures';

/**
 * Issue 23: the catalogue in use. French is picked in the footer, as a visitor would; right to
 * left runs in the pseudo-locale `en-Arab` (English words, read right to left), which the
 * server accepts for any language it has lines for.
 */
test.describe('languages', () => {
  test('switched to French in the footer: the drive, a dialog, a validation message, a toast and an email in French', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    setSetting('i18n.enable', true);
    try {
      const email = await signUp(page);
      await page.goto('/drive');
      await newFolder(page, 'Reports');

      const footer = page.getByRole('contentinfo');
      await footer.getByRole('button', { name: /Language/ }).click();
      await page.getByRole('option', { name: 'Français' }).click();

      // The drive, in place, without a reload.
      const drive = page.getByRole('navigation', { name: 'Drive' });
      await expect(
        drive.getByRole('link', { name: 'Tous les fichiers', exact: true }),
      ).toBeVisible();
      await expect(drive.getByRole('link', { name: 'Corbeille', exact: true })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(footer.getByRole('button', { name: /Langue/ })).toBeVisible();

      // A dialog, and the message of a rule its field breaks.
      await page.getByRole('button', { name: 'Nouveau', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Nouveau dossier' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nouveau dossier' });
      await dialog.getByRole('textbox', { name: 'Nom' }).fill('a/b');
      await dialog.getByRole('button', { name: 'Créer' }).click();
      await expect(
        dialog.getByText('Le nom ne peut pas contenir de barres obliques.'),
      ).toBeVisible();
      await dialog.getByRole('button', { name: 'Annuler' }).click();

      // A toast.
      await rowOf(page, 'Reports').click();
      await page.keyboard.press('Delete');
      await expect(page.getByText('Placé dans la corbeille', { exact: true })).toBeVisible();

      // The choice is the account's: a reload keeps it, and mail is written in it.
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(
        drive.getByRole('link', { name: 'Tous les fichiers', exact: true }),
      ).toBeVisible();
      const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value;
      const response = await page.request.post('/auth/forgot-password', {
        data: { email },
        headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf ?? '') },
      });
      expect(response.status(), await response.text()).toBe(200);
      const [mail] = sql<{ subject: string; text: string }>(
        'SELECT subject, text FROM outgoing_emails WHERE "to" = ? ORDER BY id DESC LIMIT 1',
        email,
      );
      expect(mail?.subject).toMatch(/^Réinitialisez votre mot de passe /);
      expect(mail?.text).toContain('Bonjour');
    } finally {
      resetSetting('i18n.enable');
    }
  });

  test('right to left (en-Arab): the drive mirrored, a folder opened, nothing cut', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const email = await signUp(page);
    sql('UPDATE users SET language = ? WHERE email = ?', 'en-Arab', email);
    await page.goto('/drive');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await newFolder(page, 'Reports');

    // The sidebar sits on the right of the list; the name column starts at the right.
    const sidebar = await page.getByRole('navigation', { name: 'Drive' }).boundingBox();
    const list = await page.getByRole('grid').boundingBox();
    expect(sidebar && list && sidebar.x > list.x).toBe(true);
    const nameHeader = await page.getByRole('columnheader', { name: /Name/ }).boundingBox();
    expect(nameHeader && list && nameHeader.x + nameHeader.width > list.x + list.width / 2).toBe(
      true,
    );

    await rowOf(page, 'Reports').dblclick();
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('Reports');

    // Nothing cut: no sideways scroll, and no control whose text overflows its box.
    const cut = await page.evaluate(() => {
      const root = document.documentElement;
      const overflowing = [...document.querySelectorAll('button, a, [role="menuitem"], h1, h2')]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          // Visually hidden headings are 1 px wide on purpose.
          return box.width > 1 && element.scrollWidth > element.clientWidth + 1;
        })
        .filter((element) => getComputedStyle(element).textOverflow !== 'ellipsis')
        .map((element) => element.textContent?.trim());
      return { sideways: root.scrollWidth > root.clientWidth, overflowing };
    });
    expect(cut).toEqual({ sideways: false, overflowing: [] });
  });
});
