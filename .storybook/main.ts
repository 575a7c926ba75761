import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, defaultServerConditions } from 'vite';

/** What stories import from node_modules, pre-bundled before a run starts (vitest.config.ts too). */
export const storyDependencies = [
  '@vanilla-extract/recipes/createRuntimeFn',
  '@vanilla-extract/dynamic',
  'react-aria-components',
  '@tanstack/react-query',
  'msw',
  'msw/browser',
  'msw-storybook-addon/csf3',
  'react-router',
  // The previewer's highlighter and the grammars its stories load.
  'lowlight',
  'highlight.js/lib/languages/typescript',
  // The admin dashboard's charts (a dependency of @coffer/admin only).
  '@coffer/admin > recharts',
  // The custom pages' sanitiser and rich-text editor (dependencies of @coffer/site only).
  '@coffer/site > dompurify',
  '@coffer/site > @tiptap/react',
  '@coffer/site > @tiptap/starter-kit',
  '@coffer/site > @tiptap/extension-image',
  '@coffer/site > @tiptap/extension-table',
  // The appearance editor's code editor (dependencies of @coffer/appearance only).
  '@coffer/appearance > @codemirror/view',
  '@coffer/appearance > @codemirror/state',
  '@coffer/appearance > @codemirror/commands',
  '@coffer/appearance > @codemirror/language',
  '@coffer/appearance > @codemirror/lang-css',
  '@coffer/appearance > @codemirror/lang-html',
];

const config: StorybookConfig = {
  // Not '../packages/**': through pnpm's symlinks that glob finds each story twice.
  stories: [
    '../packages/*/src/**/*.stories.@(ts|tsx)',
    '../packages/features/*/src/**/*.stories.@(ts|tsx)',
    '../apps/web/src/**/*.stories.@(ts|tsx)',
  ],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  async viteFinal(config) {
    config.plugins = [...(config.plugins ?? []), vanillaExtractPlugin()];
    config.resolve = {
      ...config.resolve,
      conditions: ['@coffer/source', ...defaultClientConditions],
    };
    // vanilla-extract evaluates each `.css.ts` in a Vite server of its own, which resolves as
    // SSR: it takes `environments` from this config, but not `resolve.conditions` (client only)
    // nor `ssr` (it sets its own). Without the source condition there, a feature's `.css.ts`
    // importing `@coffer/ui/theme` evaluated packages/ui/dist, or with no dist (a fresh
    // checkout, or while `pnpm build` rewrites it) a copy of the theme's source the compiler
    // does not track, whose `:root` variables it then dropped whenever that file compiled
    // before themes.css.ts: half the static builds shipped without the theme (issue 22,
    // ADR 0002). `pnpm test:storybook-build` checks the built output.
    config.environments = {
      ...config.environments,
      ssr: {
        ...config.environments?.ssr,
        resolve: {
          ...config.environments?.ssr?.resolve,
          conditions: ['@coffer/source', ...defaultServerConditions],
        },
      },
    };
    // Pre-bundled up front: otherwise Vite re-optimises mid test run and reloads the page.
    config.optimizeDeps = {
      ...config.optimizeDeps,
      include: [...(config.optimizeDeps?.include ?? []), ...storyDependencies],
    };
    return config;
  },
};

export default config;
