import type { Locator, Page } from '@playwright/test';
import { freshContext, signUpAdmin, uniqueEmail } from './admin-support';
import { sql } from './db';
import { PASSWORD } from './drive-support';
import { expect, test } from './fixtures';

/**
 * Billing's admin screens (issue 27) against the real server: the admin switches billing and
 * the test gateway on in the settings, creates a plan with a monthly and a yearly price in the
 * plan editor, sees it on /pricing, grants it to a user with a renewal date, and cancels it at
 * the period's end: the grace period shows.
 */

const run = Date.now().toString(36);
const planName = `Admin journey ${run}`;

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text);

/** Picks `option` in the select named `select` inside `scope`. */
async function choose(scope: Page | Locator, select: RegExp, option: string) {
  const page = 'page' in scope ? scope.page() : scope;
  await scope.getByRole('button', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(scope.getByRole('button', { name: select })).toContainText(option);
}

/** Turns a settings switch on from the keyboard (the kit's switch covers its input). */
async function switchOn(page: Page, name: RegExp) {
  const toggle = page.getByRole('switch', { name });
  if (!(await toggle.isChecked())) {
    await toggle.focus();
    await toggle.press('Space');
  }
  await expect(toggle).toBeChecked();
}

test.describe('billing admin', () => {
  test('a plan made in the editor shows on /pricing; granted to a user, then cancelled at the period end', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await signUpAdmin(page);

    // Settings → Subscriptions: billing and the test gateway ('Test mode') on.
    await page.goto('/admin/settings/subscriptions');
    await switchOn(page, /Enable billing/);
    await switchOn(page, /Test mode/);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Settings saved')).toBeVisible();

    // Plans → Add plan: a feature line, $7 a month and $70 a year.
    await page.goto('/admin/plans');
    await expect(page.getByRole('link', { name: 'Plans' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('button', { name: 'Add plan' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add plan' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name' }).fill(planName);
    await page.getByRole('button', { name: 'Add feature' }).click();
    await page.getByRole('textbox', { name: 'Feature 1' }).fill('Everything the journey needs');
    const monthly = page.getByRole('group', { name: 'Price 1' });
    await monthly.getByRole('textbox', { name: 'Amount' }).fill('7');
    await page.getByRole('button', { name: 'Add price' }).click();
    const yearly = page.getByRole('group', { name: 'Price 2' });
    await yearly.getByRole('textbox', { name: 'Amount' }).fill('70');
    await choose(yearly, /Billing period/, 'Yearly');
    const created = page.waitForResponse(
      (r) =>
        new URL(r.url()).pathname === '/api/v1/billing/products' && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await created).status()).toBe(200);
    await expect(toast(page, 'Plan created')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/plans$/);
    const row = page.getByRole('row', { name: new RegExp(planName) });
    await expect(row.getByText('$7 every month')).toBeVisible();
    await expect(row.getByText('$70 every year')).toBeVisible();

    // /pricing: the plan's card, yearly first, then monthly.
    await page.goto('/pricing');
    const card = page.getByRole('article', { name: planName });
    await expect(card.getByText('$70 / year')).toBeVisible();
    await expect(card.getByText('Everything the journey needs')).toBeVisible();
    await page.getByText('Monthly', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await expect(card.getByText('$7 / month')).toBeVisible();

    // A user to grant it to, signed up in a browser of their own.
    const email = uniqueEmail('granted');
    const userName = `Granted ${run}`;
    const context = await freshContext(browser);
    const registered = await context.request.post('/auth/register', {
      data: { email, password: PASSWORD, password_confirmation: PASSWORD },
    });
    expect(registered.status(), await registered.text()).toBe(200);
    await context.close();
    sql('UPDATE users SET name = ? WHERE email = ?', userName, email);

    // Subscriptions → Add subscription: the user found by name, the plan, a renewal date.
    await page.goto('/admin/subscriptions');
    await page.getByRole('button', { name: 'Add subscription' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add subscription' });
    await dialog.getByRole('combobox', { name: 'User' }).fill(userName);
    await page.getByRole('option', { name: `${userName} (${email})` }).click();
    await expect(dialog.getByRole('combobox', { name: 'User' })).toHaveValue(userName);
    await choose(dialog, /Plan/, planName);
    await expect(dialog.getByRole('button', { name: /Price/ })).toContainText('$7 every month');
    // The renewal, typed segment by segment: 12/31/2030, 10:00 AM in the admin's zone.
    await dialog.getByRole('group', { name: 'Renews' }).getByRole('spinbutton').first().focus();
    await page.keyboard.type('12312030');
    await page.keyboard.type('1000');
    await page.keyboard.type('A');
    await dialog.getByRole('button', { name: 'Add subscription' }).click();
    await expect(toast(page, 'Subscription added')).toBeVisible();
    const subscription = page.getByRole('row', { name: new RegExp(email) });
    await expect(subscription.getByText('Active')).toBeVisible();
    await expect(subscription.getByText('Granted by an admin')).toBeVisible();
    await expect(subscription.getByText(planName)).toBeVisible();

    // Cancel at the period's end: cancelled, ending at the renewal date (its grace period).
    await subscription.getByRole('button', { name: `Actions for ${userName}` }).click();
    await page.getByRole('menuitem', { name: 'Cancel at period end' }).click();
    const confirm = page.getByRole('alertdialog', {
      name: `Cancel the subscription of ${userName}?`,
    });
    await expect(confirm).toContainText('stays until');
    await confirm.getByRole('button', { name: 'Cancel at period end' }).click();
    await expect(toast(page, 'Subscription cancelled')).toBeVisible();
    await expect(subscription.getByText('Cancelled')).toBeVisible();
    await expect(subscription.getByText(/2030/)).toBeVisible();
    const status = sql<{ status: string; ends_at: string }>(
      'SELECT s.status, s.ends_at FROM subscriptions s JOIN users u ON u.id = s.user_id WHERE u.email = ?',
      email,
    );
    expect(status).toMatchObject([{ status: 'cancelled' }]);
  });
});
