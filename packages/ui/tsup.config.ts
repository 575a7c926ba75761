import { existsSync, readdirSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

// Every component folder with an index.ts is a public entry (`@coffer/ui/<Folder>`), and
// `test/index.ts` is `@coffer/ui/test`. Named entries, because with `test/` beside `src/` the
// common folder of the entries would be the package and the output `dist/src/…`.
const components = readdirSync('src', { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(`src/${d.name}/index.ts`))
  .map((d) => d.name);
const entry = {
  index: 'src/index.ts',
  ...Object.fromEntries(components.map((name) => [`${name}/index`, `src/${name}/index.ts`])),
  'test/index': 'test/index.ts',
};

// One entry per public module, so each subpath export is its own file and
// consumers only pay for what they import. Shared code lands in chunks.
export default defineConfig({
  entry,
  format: ['esm'],
  dts: true,
  clean: true,
  splitting: true,
  sourcemap: true,
  target: 'es2022',
  // The test helpers run in the consumer's vitest, with its axe-core.
  external: [/^react/, /^@vanilla-extract\/(recipes|dynamic)/, 'vitest', 'axe-core'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  esbuildOptions(options) {
    options.conditions = ['@coffer/source'];
  },
});
