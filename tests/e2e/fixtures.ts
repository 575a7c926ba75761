import { randomInt } from 'node:crypto';
import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * Every test's browser contexts claim a client IP of their own (the e2e server trusts
 * X-Forwarded-For from loopback), so the per-IP sign-up and login limits apply per test the
 * way they apply per visitor, instead of to the whole suite at once.
 */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'X-Forwarded-For': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` });
  },
});
