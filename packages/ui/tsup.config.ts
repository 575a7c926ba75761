import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

// One entry per public module, so each subpath export is its own file and
// consumers only pay for what they import. Shared code lands in chunks.
export default defineConfig({
  // Every component folder with an index.ts is a public entry (`@coffer/ui/<Folder>`).
  entry: ['src/index.ts', 'src/*/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  splitting: true,
  sourcemap: true,
  target: 'es2022',
  external: [/^react/, /^@vanilla-extract\/(recipes|dynamic)/],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  esbuildOptions(options) {
    options.conditions = ['@coffer/source'];
  },
});
