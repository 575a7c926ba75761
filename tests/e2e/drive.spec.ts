import { textFiles as files, navTo, openRow, rowOf, signUp } from './drive-support';
import { expect, test } from './fixtures';

test.describe('drive journeys', () => {
  test('a guest opening the drive is sent to the login page', async ({ page }) => {
    await page.goto('/drive');
    await expect(page).toHaveURL('/login');
  });

  test('create a folder, upload into it, rename, star, trash, restore, delete forever, search', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signUp(page);
    await page.goto('/drive');
    await expect(page.getByRole('heading', { level: 1, name: 'All files' })).toBeVisible();
    await expect(page.getByText('Nothing here yet')).toBeVisible();

    // New folder (and its clash refusal on the field).
    await page.getByRole('button', { name: 'New' }).click();
    await page.getByRole('menuitem', { name: 'New folder' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Reports');
    await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
    await expect(rowOf(page, 'Reports')).toBeVisible();
    await page.getByRole('button', { name: 'New' }).click();
    await page.getByRole('menuitem', { name: 'New folder' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Reports');
    await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
    await expect(
      page.getByText('Folder with same name already exists.', { exact: true }),
    ).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    // Open it (Enter on the row) and upload two files through the file input.
    await rowOf(page, 'Reports').click();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/drive\/folders\//);
    await expect(page.getByText('This folder is empty')).toBeVisible();
    await page.getByTestId('upload-files-input').setInputFiles(files(['alpha.txt', 'beta.txt']));
    const panel = page.getByRole('region', { name: 'Uploads' });
    await expect(panel.getByText('2 uploads complete')).toBeVisible({ timeout: 15_000 });
    await expect(rowOf(page, 'alpha.txt')).toBeVisible();
    await expect(rowOf(page, 'beta.txt')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('Reports');
    await panel.getByRole('button', { name: 'Close uploads' }).click();
    await expect(panel).toHaveCount(0);

    // Rename with F2.
    await rowOf(page, 'alpha.txt').click();
    await page.keyboard.press('F2');
    await page.getByRole('textbox', { name: 'Name' }).fill('gamma.txt');
    await page.getByRole('dialog').getByRole('button', { name: 'Rename' }).click();
    await expect(rowOf(page, 'gamma.txt')).toBeVisible();
    await expect(rowOf(page, 'alpha.txt')).toHaveCount(0);

    // Star from the context menu; it appears in Starred.
    await rowOf(page, 'gamma.txt').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Add to starred' }).click();
    await navTo(page, 'Starred');
    await expect(rowOf(page, 'gamma.txt')).toBeVisible();

    // Delete → Trash → restore → delete forever.
    await navTo(page, 'All files');
    await openRow(page, 'Reports');
    await rowOf(page, 'beta.txt').click();
    await page.keyboard.press('Delete');
    await expect(rowOf(page, 'beta.txt')).toHaveCount(0);
    await navTo(page, 'Trash');
    await rowOf(page, 'beta.txt').click();
    await page
      .getByRole('toolbar', { name: 'Selection actions' })
      .getByRole('button', { name: 'Restore' })
      .click();
    await expect(rowOf(page, 'beta.txt')).toHaveCount(0);
    await expect(page.getByText('Trash is empty')).toBeVisible();
    await navTo(page, 'All files');
    await openRow(page, 'Reports');
    await expect(rowOf(page, 'beta.txt')).toBeVisible();
    await rowOf(page, 'beta.txt').click();
    await page.keyboard.press('Delete');
    await navTo(page, 'Trash');
    await rowOf(page, 'beta.txt').click();
    await page.keyboard.press('Delete');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete forever' }).click();
    await expect(page.getByText('Trash is empty')).toBeVisible();

    // Search by name; a query with no match says so.
    await navTo(page, 'Search');
    await page.getByLabel('Search files').fill('gamma');
    await page.keyboard.press('Enter');
    await expect(rowOf(page, 'gamma.txt')).toBeVisible();
    await page.getByLabel('Search files').fill('nothing-like-this');
    await page.keyboard.press('Enter');
    await expect(page.getByText('There are no items matching your query')).toBeVisible();
  });

  test('the first load lists the folder once and loads the menus on the first interaction', async ({
    page,
  }) => {
    await signUp(page);
    const listings: string[] = [];
    const overlayCode: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/api/v1/drive/file-entries') listings.push(request.url());
      if (/^\/assets\/drive-overlays-.*\.js$/.test(pathname)) overlayCode.push(pathname);
    });
    await page.goto('/drive');
    await expect(page.getByRole('heading', { level: 1, name: 'All files' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The route's loader starts the listing and the page reads the same query: one request.
    expect(listings).toHaveLength(1);
    expect(overlayCode).toHaveLength(0);
    // A press on the placeholder 'New' button loads the menus and opens this one.
    await page.getByRole('button', { name: 'New' }).click();
    await expect(page.getByRole('menuitem', { name: 'New folder' })).toBeVisible();
    expect(overlayCode).toHaveLength(1);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'New' })).toBeFocused();
  });

  test('dragging a folder onto another moves it there', async ({ page }) => {
    await signUp(page);
    await page.goto('/drive');
    for (const name of ['Inbox', 'Archive']) {
      await page.getByRole('button', { name: 'New' }).click();
      await page.getByRole('menuitem', { name: 'New folder' }).click();
      await page.getByRole('textbox', { name: 'Name' }).fill(name);
      await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
      await expect(rowOf(page, name)).toBeVisible();
    }
    await rowOf(page, 'Inbox').dragTo(rowOf(page, 'Archive'));
    await expect(rowOf(page, 'Inbox')).toHaveCount(0);
    await openRow(page, 'Archive');
    await expect(rowOf(page, 'Inbox')).toBeVisible();
  });
});
