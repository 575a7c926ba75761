import {
  choose,
  freshContext,
  openTab,
  saveSettings as save,
  signUpAdmin,
  uniqueEmail,
} from './admin-support';
import { resetSetting } from './db';
import { PASSWORD } from './drive-support';
import { expect, test } from './fixtures';

/**
 * The admin's settings screen (issue 26) against the real server: each change is saved from
 * its tab and reaches other browsers on their next page load, with no restart.
 */

test.describe('admin settings', () => {
  // Two browsers and a save each: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test('email confirmation turned on in the authentication tab: a new registration elsewhere asks for the code', async ({
    page,
    browser,
  }) => {
    await signUpAdmin(page, { confirmed: true });
    try {
      await page.goto('/admin/settings');
      await expect(page).toHaveURL(/\/admin\/settings\/general$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      await openTab(page, 'Authentication');
      const confirmation = page.getByRole('switch', { name: /Require email confirmation/ });
      await expect(confirmation).not.toBeChecked();
      await confirmation.focus();
      await confirmation.press('Space');
      await expect(confirmation).toBeChecked();
      await save(page);
      // The saved value is what the server now answers.
      await page.reload();
      await expect(page.getByRole('switch', { name: /Require email confirmation/ })).toBeChecked();

      const guest = await (await freshContext(browser)).newPage();
      await guest.goto('/register');
      await guest.getByLabel('Email').fill(uniqueEmail('confirm'));
      await guest.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await guest.getByLabel('Confirm password').fill(PASSWORD);
      await guest.getByRole('button', { name: 'Create account' }).click();
      await expect(guest.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
      await expect(guest.getByText(/Enter the verification code we sent to/)).toBeVisible();
      await guest.context().close();
    } finally {
      resetSetting('require_email_confirmation');
    }
  });

  test('the cookie notice moved to the top in the GDPR tab shows at the top of a guest page', async ({
    page,
    browser,
  }) => {
    await signUpAdmin(page, { confirmed: true });
    try {
      await page.goto('/admin/settings/gdpr');
      await expect(page.getByRole('form', { name: 'GDPR' })).toBeVisible();
      const show = page.getByRole('switch', { name: 'Show the cookie notice' });
      if (!(await show.isChecked())) {
        await show.focus();
        await show.press('Space');
      }
      await expect(show).toBeChecked();
      await choose(page, 'Position', 'Top of the page');
      await save(page);

      const guest = await (await freshContext(browser)).newPage();
      await guest.goto('/login');
      const notice = guest.getByRole('region', { name: 'Cookie notice' });
      await expect(notice).toBeVisible();
      const box = await notice.boundingBox();
      const viewport = guest.viewportSize();
      expect(box).not.toBeNull();
      expect(viewport).not.toBeNull();
      // At the top: it starts in the upper half and ends well above the bottom edge.
      expect(box!.y).toBeLessThan(viewport!.height / 2);
      expect(box!.y + box!.height).toBeLessThan(viewport!.height - 50);
      await guest.context().close();
    } finally {
      resetSetting('cookie_notice.enable');
      resetSetting('cookie_notice.position');
    }
  });

  test('the default view changed to grid in the drive tab: a user’s drive opens as a grid', async ({
    page,
    browser,
  }) => {
    await signUpAdmin(page, { confirmed: true });
    try {
      await page.goto('/admin/settings/drive');
      await expect(page.getByRole('form', { name: 'Drive' })).toBeVisible();
      await choose(page, 'Default view', 'Grid');
      await save(page);

      const user = await (await freshContext(browser)).newPage();
      const response = await user.request.post('/auth/register', {
        data: {
          email: uniqueEmail('grid'),
          password: PASSWORD,
          password_confirmation: PASSWORD,
        },
      });
      expect(response.status(), await response.text()).toBe(200);
      await user.goto('/drive');
      await expect(user.getByRole('heading', { level: 1, name: 'All files' })).toBeVisible();
      // In the grid, the toolbar's view button offers the list.
      await expect(user.getByRole('button', { name: 'List view' })).toBeVisible();
      await expect(user.getByRole('button', { name: 'Grid view' })).toHaveCount(0);
      await user.context().close();
    } finally {
      resetSetting('drive.default_view');
    }
  });
});
