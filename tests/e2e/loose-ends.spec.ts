import { APPEARANCE_EDITOR_FRAME_ID } from '@coffer/contract/constants';
import { resetSetting, setSetting, sql } from './db';
import { signUp } from './drive-support';
import { expect, type Page, test } from './fixtures';

/** The spec's loose ends in what exists (issue 21): each journey failed before its fix. */

const userIdOf = (email: string) =>
  sql<{ id: number }>('SELECT id FROM users WHERE email = ?', email)[0]!.id;

const ban = (email: string) =>
  sql('UPDATE users SET banned_at = ? WHERE email = ?', new Date().toISOString(), email);

/**
 * Opens `path` the way the appearance editor previews the app: in its preview frame, on a
 * page of the same origin (spec §2.4, §4). The editor itself is not built yet, so the host
 * page is served by the test; the app in the frame comes from the real server.
 */
async function openInEditorFrame(page: Page, path: string) {
  await page.route('**/appearance-preview-host', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Appearance</title><iframe id="${APPEARANCE_EDITOR_FRAME_ID}" title="Preview" src="${path}" style="width:100%;height:90vh"></iframe>`,
    }),
  );
  await page.goto('/appearance-preview-host');
  return page.frameLocator('iframe[title="Preview"]');
}

test.describe('spec loose ends', () => {
  test('a guest opening /notifications or /notifications/settings is sent to /login', async ({
    page,
  }) => {
    for (const path of ['/notifications', '/notifications/settings']) {
      await page.goto(path);
      await expect(page).toHaveURL('/login');
      await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    }
  });

  test('page errors: a 403 shows the route error page inside the app, not an endless spinner', async ({
    page,
  }) => {
    const email = await signUp(page);
    // Without a role the user may not subscribe to notifications: the server answers 403.
    sql('DELETE FROM role_user WHERE user_id = ?', userIdOf(email));
    await page.goto('/notifications/settings');
    await expect(
      page.getByRole('alert').filter({ hasText: 'There was an issue loading this page' }),
    ).toBeVisible();
    await expect(page.getByText('Please try again later')).toBeVisible();
    // The frame stays: the error replaces the page, not the navbar.
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('page errors: a 404 redirects where the route says (notification settings → /)', async ({
    page,
  }) => {
    await signUp(page);
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    // An admin turns subscriptions off while the page is open: the server answers 404.
    setSetting('notif.subs.integrated', false);
    try {
      await page.getByRole('button', { name: 'Settings' }).click();
      // `/` sends a signed-in user on to the drive.
      await expect(page).toHaveURL('/drive');
    } finally {
      resetSetting('notif.subs.integrated');
    }
  });

  test('the cookie notice shows on the verify-email and suspended screens', async ({ page }) => {
    setSetting('cookie_notice.enable', true);
    setSetting('require_email_confirmation', true);
    try {
      const email = await signUp(page);
      sql('UPDATE users SET email_verified_at = NULL WHERE email = ?', email);
      await page.goto('/drive');
      await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeVisible();

      // Verified, but banned: the suspended screen instead.
      sql(
        'UPDATE users SET email_verified_at = ? WHERE email = ?',
        new Date().toISOString(),
        email,
      );
      ban(email);
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Your account is suspended' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeVisible();
    } finally {
      resetSetting('cookie_notice.enable');
      resetSetting('require_email_confirmation');
    }
  });

  test('the navbar is 64 px high on desktop, 54 px at tablet width and 48 px on a phone', async ({
    page,
  }) => {
    await page.goto('/404');
    const navbar = page.getByRole('banner');
    for (const [width, height] of [
      [1280, 64],
      [900, 54],
      [390, 48],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await expect
        .poll(async () => (await navbar.boundingBox())?.height, { message: `at ${width} px` })
        .toBe(height);
    }
  });

  test("the user menu has no 'Billing' for a user without a subscription", async ({ page }) => {
    await signUp(page);
    await page.goto('/drive');
    await page.getByRole('banner').getByRole('button', { name: 'Drive Tester' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Billing' })).toHaveCount(0);
  });

  test("in the appearance editor, the gated screens' Logout is refused and the session stays", async ({
    page,
  }) => {
    const email = await signUp(page);
    ban(email);
    const preview = await openInEditorFrame(page, '/drive');
    await expect(preview.getByRole('heading', { name: 'Your account is suspended' })).toBeVisible();
    await preview.getByRole('button', { name: 'Logout' }).click();
    await expect(preview.getByText("Can't logout while in appearance editor.")).toBeVisible();
    await expect(preview.getByRole('heading', { name: 'Your account is suspended' })).toBeVisible();
    const bootstrap = await page.request.get('/api/v1/bootstrap-data');
    expect(((await bootstrap.json()) as { user: { email: string } | null }).user?.email).toBe(
      email,
    );
  });
});
