import { randomInt } from 'node:crypto';
import type { TestClockBody } from '@coffer/contract';
import { test as base, expect, type Page } from '@playwright/test';

export * from '@playwright/test';

/** The e2e server's clock (COFFER_TEST_CLOCK, ADR 0017), moved through its testing endpoint. */
export interface ServerClock {
  /** The server's time, in ms. */
  now(): Promise<number>;
  /** Lets `ms` pass on the server at once; answers its new time. */
  advance(ms: number): Promise<number>;
}

/**
 * Every test's browser contexts claim a client IP of their own (the e2e server trusts
 * X-Forwarded-For from loopback), so the per-IP sign-up and login limits apply per test the
 * way they apply per visitor, instead of to the whole suite at once.
 */
export const test = base.extend<{ serverClock: ServerClock }>({
  /**
   * A page the server rendered (ADR 0030) is acted on once the app has hydrated it, as a
   * visitor's second look would be; and a test fails if one did not hydrate as rendered.
   */
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => untilAppReady(page, await goto(...args));
    page.reload = async (...args) => untilAppReady(page, await reload(...args));
    await use(page);
    const mismatch = await page
      .evaluate(() => document.documentElement.hasAttribute('data-hydration-error'))
      .catch(() => false);
    expect(mismatch, 'the server-rendered page hydrated as it was rendered').toBe(false);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'X-Forwarded-For': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` });
  },
  /** Put back on the real time after the test, so the next one starts there. */
  serverClock: async ({ playwright, baseURL }, use) => {
    const api = await playwright.request.newContext({ baseURL });
    const move = async (data: TestClockBody) => {
      const response = await api.post('/api/v1/testing/clock', { data });
      expect(response.status(), 'the e2e server runs with COFFER_TEST_CLOCK=1').toBe(200);
      return Date.parse(((await response.json()) as { now: string }).now);
    };
    await use({ now: () => move({}), advance: (ms) => move({ advanceMs: ms }) });
    await move({ time: null });
    await api.dispose();
  },
});

/**
 * Once a server-rendered page is the app's (`<html data-ready>`); at once for any other page. A
 * page whose app waits for the visitor's first move (the landing page) is given one: a key.
 */
async function untilAppReady<T>(page: Page, answer: T): Promise<T> {
  const onIntent = await page
    .evaluate(() => document.getElementById('coffer-deferred-scripts')?.dataset.start === 'intent')
    .catch(() => false);
  if (onIntent) await page.keyboard.press('Shift');
  await page
    .waitForFunction(
      () =>
        !document.getElementById('coffer-query-state') ||
        document.documentElement.hasAttribute('data-ready'),
      undefined,
      { timeout: 10_000 },
    )
    // Not an app page (a download, a closed page): nothing to wait for.
    .catch((error: Error) => {
      if (!/closed|Execution context|navigat/i.test(error.message)) throw error;
    });
  return answer;
}
