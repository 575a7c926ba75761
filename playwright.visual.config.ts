import { resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/chromium.ts';
import type { VisualOptions } from './tests/visual/fixtures.ts';

/**
 * Visual regression tests (tests/visual): screenshots of the main pages against the built app
 * and server, and of the kit's key stories against a static Storybook build
 * (`STORYBOOK_DIST`, built by `pnpm test:visual`), each in light and dark at desktop and phone
 * width, compared with the committed baselines. `pnpm test:visual --update-snapshots` rewrites
 * the baselines.
 */
const port = Number(process.env.VISUAL_PORT ?? 8191);
const storybookPort = port + 1;
const baseURL = `http://localhost:${port}`;
const storybookDist = process.env.STORYBOOK_DIST ?? 'tests/visual/.storybook-static';
// Read by the server and by the tests' database helper (tests/e2e/db.ts) alike.
process.env.E2E_DATA_DIR ??= resolve('tests/visual/.data');

const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

export default defineConfig<VisualOptions>({
  testDir: './tests/visual',
  // One baseline per project and screenshot, the same on every machine with this Chromium.
  snapshotPathTemplate: '{testDir}/__screenshots__/{projectName}/{testFileName}/{arg}{ext}',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: {
    toHaveScreenshot: {
      // 0.2 % of the image: this Chromium draws the same pixels on every run; a whole column's
      // shift of text (40 px) changed 0.7 % of the list, under the 1 % first tried.
      maxDiffPixelRatio: 0.002,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: {
    baseURL,
    locale: 'en-US',
    timezoneId: 'UTC',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: (['desktop', 'phone'] as const).flatMap((size) =>
    (['light', 'dark'] as const).map((theme) => ({
      name: `${size}-${theme}`,
      use: {
        ...(size === 'desktop' ? devices['Desktop Chrome'] : {}),
        viewport: viewports[size],
        deviceScaleFactor: 1,
        hasTouch: size === 'phone',
        isMobile: false,
        colorScheme: theme,
        storybookURL: `http://localhost:${storybookPort}`,
        theme,
      },
    })),
  ),
  webServer: [
    {
      command: 'node scripts/e2e-server.mjs',
      url: `${baseURL}/api/v1/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        APP_URL: baseURL,
        E2E_DATA_DIR: process.env.E2E_DATA_DIR,
      },
    },
    {
      command: `pnpm exec vite preview --outDir ${storybookDist} --port ${storybookPort} --strictPort`,
      url: `http://localhost:${storybookPort}/iframe.html`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
