import { navTo, newFolder, openRow, rowOf, signUp, textFiles, uploadFiles } from './drive-support';
import { expect, test } from './fixtures';

test.describe('organising the drive', () => {
  test('Shift-range selection then Delete moves the range to Trash', async ({ page }) => {
    test.setTimeout(60_000);
    await signUp(page);
    await page.goto('/drive');
    const names = ['a-1.txt', 'a-2.txt', 'a-3.txt', 'a-4.txt', 'a-5.txt'];
    await uploadFiles(page, textFiles(names), names.length);

    await rowOf(page, 'a-2.txt').click();
    await rowOf(page, 'a-4.txt').click({ modifiers: ['Shift'] });
    await expect(page.getByText('3 items selected', { exact: true })).toBeVisible();
    await page.keyboard.press('Delete');
    for (const name of ['a-2.txt', 'a-3.txt', 'a-4.txt']) {
      await expect(rowOf(page, name)).toHaveCount(0);
    }
    await expect(rowOf(page, 'a-1.txt')).toBeVisible();
    await expect(rowOf(page, 'a-5.txt')).toBeVisible();

    await navTo(page, 'Trash');
    await expect(page.getByRole('rowheader')).toHaveCount(3);
    for (const name of ['a-2.txt', 'a-3.txt', 'a-4.txt'])
      await expect(rowOf(page, name)).toBeVisible();
  });

  test('search finds a file by its name and by words inside it', async ({ page }) => {
    test.setTimeout(60_000);
    await signUp(page);
    await page.goto('/drive');
    await uploadFiles(
      page,
      textFiles(['groceries.txt', 'recipe.txt'], (name) =>
        name === 'recipe.txt'
          ? 'Whisk the eggs, fold in the zanzibar saffron and bake for twenty minutes.\n'
          : 'milk, bread\n',
      ),
      2,
    );
    const search = async (query: string) => {
      await navTo(page, 'Search');
      await page.getByLabel('Search files').fill(query);
      await page.keyboard.press('Enter');
    };

    await search('groceries');
    await expect(rowOf(page, 'groceries.txt')).toBeVisible();
    await expect(rowOf(page, 'recipe.txt')).toHaveCount(0);

    // The text is indexed by a background job after the upload: search until it lands.
    await expect(async () => {
      await search('zanzibar saffron');
      await expect(rowOf(page, 'recipe.txt')).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(rowOf(page, 'groceries.txt')).toHaveCount(0);
  });

  test('move with the keyboard alone: a row’s unseen drag handle, then the Move dialog', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signUp(page);
    await page.goto('/drive');
    await newFolder(page, 'Archive');
    await uploadFiles(page, textFiles(['essay.txt', 'notes.txt']), 2);
    const focused = (name: string) =>
      expect(page.getByRole('button', { name })).toBeFocused({ timeout: 5000 });

    // ArrowLeft from a row reaches its drag handle (the list has no handle column); Enter
    // starts a keyboard drag onto the one folder that takes it, Enter drops there.
    // A click focuses the row; ArrowLeft goes to its last control.
    await rowOf(page, 'essay.txt').click();
    await page.keyboard.press('ArrowLeft');
    await focused('Drag essay.txt');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Drop on Archive' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(rowOf(page, 'essay.txt')).toHaveCount(0);

    // The context menu's 'Move to' (Shift+F10), the folder picked with arrows, 'Move here'.
    await rowOf(page, 'notes.txt').click();
    await page.keyboard.press('Shift+F10');
    const moveTo = page.getByRole('menuitem', { name: 'Move to' });
    await expect(moveTo).toBeVisible();
    for (
      let i = 0;
      i < 12 && !(await moveTo.evaluate((el) => el === document.activeElement));
      i++
    ) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Move “notes.txt”' });
    await expect(dialog.getByRole('option', { name: 'Archive' })).toBeVisible();
    await dialog.getByRole('option', { name: 'All files' }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('option', { name: 'Archive' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Move here' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(rowOf(page, 'notes.txt')).toHaveCount(0);

    await openRow(page, 'Archive');
    await expect(rowOf(page, 'essay.txt')).toBeVisible();
    await expect(rowOf(page, 'notes.txt')).toBeVisible();
  });

  test('move by dragging onto a breadcrumb, and make a copy', async ({ page }) => {
    test.setTimeout(60_000);
    await signUp(page);
    await page.goto('/drive');
    await newFolder(page, 'Projects');
    await openRow(page, 'Projects');
    await newFolder(page, 'Drafts');
    await openRow(page, 'Drafts');
    await uploadFiles(page, textFiles(['essay.txt']), 1);

    // Onto the "Projects" crumb: out of Drafts, one level up.
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await rowOf(page, 'essay.txt').dragTo(crumbs.getByText('Projects', { exact: true }));
    await expect(rowOf(page, 'essay.txt')).toHaveCount(0);
    await crumbs.getByText('Projects', { exact: true }).click();
    await expect(rowOf(page, 'essay.txt')).toBeVisible();

    await rowOf(page, 'essay.txt').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Make a copy' }).click();
    await expect(rowOf(page, 'essay - Copy.txt')).toBeVisible();
    await expect(rowOf(page, 'essay.txt')).toBeVisible();
  });
});
