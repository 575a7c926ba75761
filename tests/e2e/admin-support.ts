import { randomInt } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { proveAddress, sql } from './db';
import { signUp } from './drive-support';
import { expect } from './fixtures';

/**
 * Signs up and makes the account an admin (what `ADMIN_EMAIL` does for the first one). With
 * `confirmed`, the address is proven too, as an admin's is: turning on email confirmation must
 * not lock them out.
 */
export async function signUpAdmin(page: Page, { confirmed = false } = {}): Promise<string> {
  const email = await signUp(page);
  sql(
    "INSERT INTO role_user (user_id, role_id) SELECT u.id, r.id FROM users u, roles r WHERE u.email = ? AND r.name = 'admin'",
    email,
  );
  if (confirmed) proveAddress(email);
  return email;
}

/** A client IP of its own, so per-IP limits apply per browser as per visitor. */
export const clientIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** A browser of its own: no cookies, no stored view, a client IP of its own. */
export function freshContext(browser: Browser) {
  return browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': clientIp() } });
}

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Opens a settings tab from the tab list, as the admin would. */
export async function openTab(page: Page, tab: string) {
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('form', { name: tab })).toBeVisible();
}

/** Picks `option` in the select named `select`. */
export async function choose(page: Page, select: string, option: string) {
  await page.getByRole('button', { name: new RegExp(select) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('button', { name: new RegExp(select) })).toContainText(option);
}

/** Saves the open settings tab and waits for the server's answer. */
export async function saveSettings(page: Page) {
  const saved = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/v1/settings' && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Settings saved')).toBeVisible();
}
