import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions } from 'vite';

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
    // Pre-bundled up front: otherwise Vite re-optimises mid test run and reloads the page.
    config.optimizeDeps = {
      ...config.optimizeDeps,
      include: [
        ...(config.optimizeDeps?.include ?? []),
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
      ],
    };
    return config;
  },
};

export default config;
