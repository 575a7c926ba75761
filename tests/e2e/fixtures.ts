import { randomInt } from 'node:crypto';
import type { TestClockBody } from '@coffer/contract';
import { test as base, expect } from '@playwright/test';

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
