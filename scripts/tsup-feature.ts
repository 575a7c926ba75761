// The build every feature package under packages/features shares (issue 22): ESM with
// `.d.ts`, one output file per module, and the package's vanilla-extract styles extracted to
// one `dist/style.css`, as packages/ui builds the kit. Each feature's `tsup.config.ts` is
// `export default featurePackage()`, naming its entries if it has more than `src/index.ts`.
// @coffer/core builds with it too, since its `ad-slot` entry has styles of its own.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig, type Options } from 'tsup';

/**
 * @param entry output name (without `.js`) → source file; each is one subpath export.
 * @default { index: 'src/index.ts' }
 */
export function featurePackage(entry: Record<string, string> = { index: 'src/index.ts' }) {
  return defineConfig({
    entry,
    format: ['esm'],
    dts: true,
    clean: true,
    // Screens load with their routes (`lazy: () => import(…)`); splitting keeps them apart.
    splitting: true,
    sourcemap: true,
    target: 'es2022',
    // Dependencies and peers (and their subpaths, `@coffer/ui/Button`) stay imports: tsup
    // leaves every name in package.json out of the bundle.
    esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
    esbuildOptions(options) {
      // Sibling workspace packages resolve to their sources, as in the app; only their
      // `.css.ts` values (theme variables) are read, the imports themselves stay external.
      options.conditions = ['@coffer/source'];
    },
    onSuccess: () => writeStyleSheet('dist'),
  } satisfies Options);
}

/**
 * esbuild writes one stylesheet per entry and per lazy chunk, each holding the vanilla-extract
 * files it reaches, so a file's rules can appear in several. A consumer imports one
 * `style.css`: every file's rules once, in first-seen order, without source-map comments.
 */
async function writeStyleSheet(dist: string) {
  // Recursive: an entry named `ad-slot/index` writes `dist/ad-slot/index.css`.
  const sheets = (await readdir(dist, { recursive: true }))
    .filter((name) => name.endsWith('.css') && name !== 'style.css')
    .sort(byEntryFirst);
  const rulesByFile = new Map<string, string>();
  for (const sheet of sheets) {
    const text = (await readFile(join(dist, sheet), 'utf8')).replace(
      /\/\*# sourceMappingURL.*\*\//,
      '',
    );
    // esbuild heads each imported file's rules with a `/* <path> */` comment.
    const parts = text.split(/^\/\* (.+) \*\/$/m);
    for (let i = 1; i < parts.length; i += 2) {
      const file = parts[i]!.replace(/\?source=.*$/, '');
      if (!rulesByFile.has(file)) rulesByFile.set(file, parts[i + 1]!.trim());
    }
  }
  const css = [...rulesByFile.values()].filter(Boolean).join('\n\n');
  await writeFile(join(dist, 'style.css'), `${css}\n`);
}

/** Entries (`index.css`, `ad-slot.css`) before lazy chunks (`DrivePage-HASH.css`). */
function byEntryFirst(a: string, b: string) {
  const chunk = (name: string) => (/-[A-Z0-9]{8}\.css$/.test(name) ? 1 : 0);
  return chunk(a) - chunk(b) || a.localeCompare(b);
}
