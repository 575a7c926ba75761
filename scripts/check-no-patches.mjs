// Part of `pnpm test` (issue 22): no dependency is patched. Coffer runs the React Aria (and
// every other package) its users install; a change a dependency needs goes upstream
// (docs/upstream/) or into a wrapper of ours, never into its compiled files. This fails on a
// `patchedDependencies` entry (pnpm-workspace.yaml or package.json), a `patches/` folder, or a
// patched package in the lockfile.
//
//   node scripts/check-no-patches.mjs
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const problems = [];

const workspace = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');
if (/^patchedDependencies\s*:\s*(\S|\n\s+\S)/m.test(workspace)) {
  problems.push('pnpm-workspace.yaml lists patchedDependencies');
}
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
if (Object.keys(manifest.pnpm?.patchedDependencies ?? {}).length > 0) {
  problems.push('package.json lists pnpm.patchedDependencies');
}
const patches = join(root, 'patches');
if (existsSync(patches) && readdirSync(patches).length > 0) {
  problems.push('patches/ holds patch files');
}
const lockfile = readFileSync(join(root, 'pnpm-lock.yaml'), 'utf8');
const patched = lockfile.match(/^ {2}\S+\(patch_hash=/gm) ?? [];
if (/^patchedDependencies:/m.test(lockfile) || patched.length > 0) {
  problems.push(`pnpm-lock.yaml records patched packages (${patched.length})`);
}

if (problems.length > 0) {
  console.error(`Patched dependencies found:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('No patched dependencies.');
