import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Locator } from '@playwright/test';
import { clientIp, freshContext, signUpAdmin, uniqueEmail } from './admin-support';
import { sql } from './db';
import { PASSWORD, textFiles, uploadFiles, uploadsPanel } from './drive-support';
import { expect, test } from './fixtures';

/** A browser of its own (cookie jar, client IP), on `/drive` as a new account named `name`. */
async function newUserTab(browser: Browser, email: string, name: string) {
  const context = await freshContext(browser);
  const response = await context.request.post('/auth/register', {
    data: { email, password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
  sql('UPDATE users SET name = ? WHERE email = ?', name, email);
  return openDrive(context);
}

/** Another browser signed in as an account the admin made. */
async function signedInTab(browser: Browser, email: string) {
  const context = await freshContext(browser);
  const response = await context.request.post('/auth/login', {
    data: { phone: email, password: PASSWORD, remember: false },
  });
  expect(response.status(), await response.text()).toBe(200);
  return openDrive(context);
}

async function openDrive(context: BrowserContext) {
  const page = await context.newPage();
  await page.goto('/drive');
  await expect(page.getByRole('heading', { level: 1, name: 'All files' })).toBeVisible();
  return page;
}

/** Ticks a kit checkbox from the keyboard, as its visual box covers the native input. */
async function tick(checkbox: Locator) {
  await checkbox.focus();
  await checkbox.press('Space');
  await expect(checkbox).toBeChecked();
}

test.describe('admin area', () => {
  test('a role that allows one file, given to a new user, refuses their second upload; the users export as CSV', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await signUpAdmin(page);
    await page.goto('/admin');
    // `/admin` is the dashboard; this account's own sign-up counts among the new users.
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // A role with files.create restricted to one file (and what a drive needs besides).
    const roleName = `One file ${Date.now()}`;
    await page.getByRole('link', { name: 'Roles' }).click();
    await page.getByRole('button', { name: 'Add role' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add role' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name' }).fill(roleName);
    for (const permission of ['files.create', 'files.view', 'files.download']) {
      await tick(page.getByRole('checkbox', { name: permission, exact: true }));
    }
    await page
      .getByRole('group', { name: 'Limits of files.create' })
      .getByRole('textbox', { name: 'max_files' })
      .fill('1');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Role created')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/roles/);
    await expect(page.getByRole('rowheader', { name: roleName })).toBeVisible();

    // A new account holding only that role.
    const email = uniqueEmail('one-file');
    await page.getByRole('link', { name: 'Users' }).click();
    await page.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add user' });
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('textbox', { name: 'Name' }).fill('One File');
    await dialog.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
    await tick(dialog.getByRole('checkbox', { name: roleName }));
    await dialog.getByRole('button', { name: 'Add user' }).click();
    await expect(page.getByText('User created')).toBeVisible();

    // The user's first upload lands; the second is refused with the reason.
    const userPage = await signedInTab(browser, email);
    await uploadFiles(userPage, textFiles(['first.txt']), 1);
    await userPage.getByTestId('upload-files-input').setInputFiles(textFiles(['second.txt']));
    await expect(
      uploadsPanel(userPage).getByText(
        'You have reached the maximum number of files your plan allows.',
      ),
    ).toBeVisible({ timeout: 30_000 });
    await userPage.context().close();

    // The list, searched for the new account, exports as CSV with the same search.
    await page.getByRole('searchbox', { name: 'Search' }).fill(email);
    // The search reaches the URL (and the export link) once typing pauses.
    await expect(page).toHaveURL(/[?&]query=/);
    await expect(page.getByRole('rowheader', { name: /One File/ })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const csv = await readFile((await (await download).path())!, 'utf8');
    const [header, ...rows] = csv.trim().split(/\r?\n/);
    expect(header).toBe(
      'id,name,email,roles,subscribed,email_verified_at,banned_at,created_at,last_active_at',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(email);
    expect(rows[0]).toContain(roleName);
  });

  test('a user suspended while their tab is open lands on the suspended screen; lifting it lets them back', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await signUpAdmin(page);
    const email = uniqueEmail('suspended');
    const userPage = await newUserTab(browser, email, 'Soon Suspended');

    await page.goto('/admin/users');
    await page.getByRole('searchbox', { name: 'Search' }).fill(email);
    await page.getByRole('button', { name: 'Actions for Soon Suspended' }).click();
    await page.getByRole('menuitem', { name: 'Suspend' }).click();
    const dialog = page.getByRole('dialog', { name: 'Suspend user' });
    await dialog.getByRole('textbox', { name: 'Comment' }).fill('Spam uploads');
    await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
    await expect(page.getByText('Suspended Soon Suspended')).toBeVisible();

    // The user's next click asks the server, which refuses: their tab shows the suspended screen.
    await userPage.getByRole('link', { name: 'Recent' }).click();
    await expect(
      userPage.getByRole('heading', { name: 'Your account is suspended' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Actions for Soon Suspended' }).click();
    await page.getByRole('menuitem', { name: 'Lift suspension' }).click();
    await expect(page.getByText('Lifted the suspension of Soon Suspended')).toBeVisible();
    await userPage.reload();
    await expect(userPage.getByRole('heading', { level: 1, name: 'Recent' })).toBeVisible();
    await userPage.context().close();
  });

  test('the logs: run a scheduled job now and see its new run; preview an outgoing email as sent', async ({
    page,
    browser,
  }) => {
    const email = await signUpAdmin(page);
    // An email to preview: a password reset for the admin's own address.
    const guest = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': clientIp() } });
    const reset = await guest.request.post('/auth/forgot-password', { data: { email } });
    expect(reset.status(), await reset.text()).toBe(200);
    await guest.close();

    await page.goto('/admin');
    await page.getByRole('link', { name: 'Logs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Logs' })).toBeVisible();
    const runs = page.getByRole('grid', { name: 'Runs' });
    const runRows = runs.getByRole('row').filter({ hasText: 'drive.trash-retention' });
    const before = await runRows.count();
    const runNow = page.getByRole('button', { name: 'Run now drive.trash-retention' });
    await runNow.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Ran drive.trash-retention')).toBeVisible();
    await expect(runRows).toHaveCount(before + 1);

    await page.getByRole('tab', { name: 'Outgoing email' }).click();
    await expect(page).toHaveURL(/tab=outgoing-email/);
    await page.getByRole('searchbox', { name: 'Search' }).fill(email);
    await page.getByRole('button', { name: 'Preview Reset your Coffer password' }).first().click();
    const preview = page.getByRole('dialog', { name: 'Reset your Coffer password' });
    const frame = preview.getByTitle('Message as sent');
    await expect(frame).toHaveAttribute('sandbox', '');
    await expect(
      page.frameLocator('iframe[title="Message as sent"]').getByText(/reset/i).first(),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(preview).toHaveCount(0);
  });

  test('a user’s tagged file shows its tag in their drive; the admin previews it in place from the files list', async ({
    page,
    browser,
  }) => {
    await signUpAdmin(page);
    const email = uniqueEmail('tagged');
    const userPage = await newUserTab(browser, email, 'Tag Owner');
    const name = `minutes-${Date.now()}.txt`;
    await uploadFiles(
      userPage,
      textFiles([name], () => 'Minutes of the meeting\n'),
      1,
    );
    // Tags are given by the system (no screen tags an entry yet): straight into the database.
    const tag = `minutes-${Date.now()}`;
    sql(
      "INSERT INTO tags (name, display_name, type, created_at) VALUES (?, 'Minutes', 'custom', ?)",
      tag,
      new Date().toISOString(),
    );
    sql(
      'INSERT INTO file_entry_tag (file_entry_id, tag_id) SELECT e.id, t.id FROM file_entries e, tags t WHERE e.name = ? AND t.name = ?',
      name,
      tag,
    );
    await userPage.reload();
    await expect(userPage.getByRole('rowheader', { name: `${name} Minutes` })).toBeVisible();
    await userPage.context().close();

    await page.goto('/admin/files');
    await page.getByRole('searchbox', { name: 'Search' }).fill(name);
    await expect(page.getByRole('rowheader', { name: new RegExp(name) })).toBeVisible();
    const actions = page.getByRole('button', { name: `Actions for ${name}` });
    await actions.click();
    await page.getByRole('menuitem', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name });
    await expect(preview.getByRole('region', { name: `Contents of ${name}` })).toContainText(
      'Minutes of the meeting',
    );
    await page.keyboard.press('Escape');
    await expect(preview).toHaveCount(0);
    await expect(actions).toBeFocused();
  });

  test('sign in as a user from the list, see their drive under the banner, and return to the admin', async ({
    page,
    browser,
  }) => {
    await signUpAdmin(page);
    const email = uniqueEmail('impersonated');
    const userPage = await newUserTab(browser, email, 'Seen Through');
    await userPage.context().close();

    await page.goto('/admin/users');
    await page.getByRole('searchbox', { name: 'Search' }).fill(email);
    await expect(page).toHaveURL(/[?&]query=/);
    await page.getByRole('button', { name: 'Actions for Seen Through' }).click();
    await page.getByRole('menuitem', { name: 'Impersonate' }).click();
    await expect(page).toHaveURL(/\/drive$/);
    await expect(page.getByText('You are signed in as Seen Through')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'All files' })).toBeVisible();

    await page.getByRole('button', { name: 'Stop impersonating' }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(page.getByText('You are signed in as Seen Through')).toHaveCount(0);
  });
});
