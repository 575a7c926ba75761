import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { storyDependencies } from './.storybook/main.ts';
import { chromiumArgs, chromiumPath } from './tests/chromium.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
// Workspace packages are consumed from source through the "@coffer/source" export condition.
const resolve = { conditions: ['@coffer/source', ...defaultClientConditions] };
const ssr = { resolve: { conditions: ['@coffer/source', ...defaultServerConditions] } };

// Pre-bundled before the French story run starts, as Storybook's own config does.
const storyDeps = [
  ...storyDependencies,
  '@storybook/react-vite',
  '@testing-library/react',
  'axe-core',
];

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react(), vanillaExtractPlugin()],
        resolve,
        test: {
          name: 'unit',
          environment: 'jsdom',
          globals: true,
          setupFiles: ['./packages/ui/test/setup.ts', './tests/setup/endpoint-schemas.ts'],
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'packages/features/*/src/**/*.test.{ts,tsx}',
            'apps/web/src/**/*.test.{ts,tsx}',
          ],
        },
      },
      {
        resolve,
        // Vitest passes these conditions to Node as --conditions; "module" would make Node load
        // the AWS SDK's bundler-only ESM build (extensionless imports) even through require().
        ssr: { resolve: { conditions: ssr.resolve.conditions.filter((c) => c !== 'module') } },
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/src/**/*.test.ts'],
          // Each file builds its own app on its own database; argon2 and SQLite keep both cores busy.
          fileParallelism: true,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      ...(['light', 'dark'] as const).map((theme) => ({
        plugins: [storybookTest({ configDir: `${root}.storybook` })],
        resolve,
        // Every story runs once per theme, so axe checks contrast in both.
        // RAC's Virtualizer reads process.env.VIRT_ON whenever NODE_ENV is 'test' (to skip
        // layout in jsdom); in the browser there is no `process`, and real layout is wanted.
        define: { __STORY_THEME__: JSON.stringify(theme), 'process.env.VIRT_ON': '"1"' },
        test: {
          name: `storybook-${theme}`,
          // Three browsers share two cores here: a story waiting 15 s on a slow frame (the
          // 10,000-row table fills its collection for up to 30 s) still has room to finish.
          testTimeout: 60_000,
          retry: 0,
          browser: {
            // All story files share one page, so the preview's modules (core, the contract, MSW)
            // load once instead of once per file: 3 s of setup each, 211 files. Each story still
            // mounts its own canvas with fresh services (.storybook/preview.tsx); STORY_ISOLATE=1
            // gives each file its own page again, to tell a leak from a failure.
            isolate: process.env.STORY_ISOLATE === '1',
            enabled: true,
            headless: true,
            instances: [{ browser: 'chromium' as const }],
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
            }),
          },
        },
      })),
      {
        // Every story once more, in French and light, at rest (no play), with axe (issue 23).
        plugins: [react(), vanillaExtractPlugin()],
        resolve,
        ssr,
        define: {
          __STORY_THEME__: '"light"',
          __STORY_LOCALE__: '"fr"',
          'process.env.VIRT_ON': '"1"',
        },
        optimizeDeps: { include: storyDeps },
        test: {
          name: 'stories-fr',
          include: ['tests/stories-fr/*.test.tsx'],
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            instances: [{ browser: 'chromium' as const }],
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
            }),
          },
        },
      },
    ],
  },
});
