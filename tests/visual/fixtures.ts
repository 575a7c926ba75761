import type { Page } from '@playwright/test';
import { animationsDone } from '../e2e/drive-support';
import { test as journeys } from '../e2e/fixtures';

export * from '@playwright/test';

/** What a visual project sets besides Playwright's own options. */
export interface VisualOptions {
  /** Light or dark, as the visitor's theme choice (the app's cookie, Storybook's global). */
  theme: 'light' | 'dark';
  /** The static Storybook of the kit's key stories. */
  storybookURL: string;
}

/**
 * The journeys' test (its own client IP per test), in the project's theme: the app reads the
 * visitor's choice from its theme cookie before the first paint. `storybook` is one page of the
 * static Storybook per project, which shows story after story without loading again.
 */
export const test = journeys.extend<object, VisualOptions & { storybook: Page }>({
  theme: ['light', { option: true, scope: 'worker' }],
  storybookURL: ['', { option: true, scope: 'worker' }],
  context: async ({ context, theme, baseURL }, use) => {
    await context.addCookies([{ name: 'be-active-theme', value: theme, url: baseURL as string }]);
    await use(context);
  },
  storybook: [
    async ({ browser, storybookURL, theme }, use, workerInfo) => {
      const { viewport, colorScheme, hasTouch, locale, timezoneId } = workerInfo.project.use;
      const page = await browser.newPage({
        viewport,
        colorScheme,
        hasTouch,
        locale,
        timezoneId,
        deviceScaleFactor: 1,
      });
      await page.goto(`${storybookURL}/iframe.html?viewMode=story&globals=theme:${theme}`);
      await use(page);
      await page.close();
    },
    { scope: 'worker' },
  ],
});

/** Shows a story in the Storybook page, as the sidebar does, once it has rendered. */
export async function showStory(page: Page, storyId: string) {
  await page.evaluate(
    (id) =>
      new Promise<void>((resolve, reject) => {
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__?: StoryChannel })
          .__STORYBOOK_ADDONS_CHANNEL__;
        if (!channel) return reject(new Error('Storybook has not started'));
        const rendered = () => {
          channel.off('storyRendered', rendered);
          resolve();
        };
        channel.on('storyRendered', rendered);
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    storyId,
  );
}

interface StoryChannel {
  on(event: string, listener: () => void): void;
  off(event: string, listener: () => void): void;
  emit(event: string, data: unknown): void;
}

/**
 * Waits until the page is still: fonts loaded, images decoded, no request in flight and no
 * animation running (transitions the screenshot's `animations: 'disabled'` cannot reach, such
 * as a fade started before it, end first).
 */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].map((image) => image.decode().catch(() => {})));
  });
  await animationsDone(page);
}
