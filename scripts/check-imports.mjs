// Part of `pnpm test` (issue 22): two import rules no linter here expresses.
// - React Aria is the kit's business: outside packages/ui nothing imports
//   react-aria-components, react-aria or react-stately; features use the kit's wrappers.
// - A package is reached through its name (`@coffer/ui/test`), never by a relative path from
//   another package's folder or from the root's tests/ (`../../../../ui/test/axe`): such an import works in the
//   workspace only, and skips the exports a consumer of the published package gets. (Shared
//   build config at the root, `scripts/tsup-feature.ts`, is no package and may be reached.)
// Only import and export-from statements, `import()` and `require()` count (read by
// TypeScript's pre-processor, so comments and strings such as build-config regexes do not).
//
//   node scripts/check-imports.mjs
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const kit = join(root, 'packages', 'ui');
const reactAria =
  /^(react-aria-components|react-aria|react-stately|@react-aria|@react-stately|@react-types)(\/|$)/;
const sourceFile = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const skippedDirs = new Set(['node_modules', 'dist', 'storybook-static', 'test-results']);

const packages = [...packageDirs(join(root, 'packages')), ...packageDirs(join(root, 'apps'))];
// The root's tests (e2e, visual, load, the consumer app) and Storybook's configuration reach
// packages by name too, and React Aria only through the kit.
const tests = join(root, 'tests');
const storybook = join(root, '.storybook');
const problems = [];
let files = 0;
for (const pkg of [...packages, tests, storybook]) {
  for (const file of sourceFiles(pkg)) {
    files++;
    const text = readFileSync(file, 'utf8');
    for (const { fileName: specifier, pos } of ts.preProcessFile(text, true, true).importedFiles) {
      const where = `${relative(root, file)}:${lineOf(text, pos)}`;
      if (pkg !== kit && reactAria.test(specifier)) {
        problems.push(`${where}: imports '${specifier}'; use the kit's wrapper (@coffer/ui/…)`);
      } else if (specifier.startsWith('.')) {
        const target = resolve(dirname(file), specifier);
        const other = inside(pkg, target) ? undefined : packages.find((p) => inside(p, target));
        if (other) {
          problems.push(
            `${where}: '${specifier}' reaches into ${relative(root, other)}; import it by name`,
          );
        }
      }
    }
  }
}
if (problems.length > 0) {
  console.error(`Imports (${problems.length} problems):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `Imports: ${files} files; React Aria only in packages/ui, no relative import into another package.`,
);

/** Folders holding a package.json; a folder without one (packages/features) is a group. */
function* packageDirs(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || skippedDirs.has(entry.name)) continue;
    const child = join(dir, entry.name);
    if (existsSync(join(child, 'package.json'))) yield child;
    else yield* packageDirs(child);
  }
}

/** The package's own source files (not its dependencies, builds or dot-folders). */
function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skippedDirs.has(entry.name) || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (sourceFile.test(entry.name)) yield path;
  }
}

function inside(dir, path) {
  return path === dir || path.startsWith(dir + sep);
}

function lineOf(text, pos) {
  return text.slice(0, pos).split('\n').length;
}
