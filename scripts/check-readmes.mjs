// Part of `pnpm packages:check`: every publishable package under packages/ ships a README
// that names it (what it is, install, usage, exports, peers), since the registry page and
// the tarball are all a consumer outside this repo gets (issue 22).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const problems = [];
for (const dir of packageDirs(new URL('../packages/', import.meta.url))) {
  const manifest = JSON.parse(readFileSync(new URL('package.json', dir), 'utf8'));
  if (manifest.private) continue;
  const readme = new URL('README.md', dir);
  const where = relative(root, fileURLToPath(readme));
  const text = existsSync(readme) ? readFileSync(readme, 'utf8').trim() : '';
  if (!text) problems.push(`${where}: missing or empty (${manifest.name})`);
  else if (!text.includes(manifest.name)) problems.push(`${where}: never names ${manifest.name}`);
}
if (problems.length > 0) {
  console.error(`Package READMEs:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('Package READMEs: every publishable package has one that names it.');

/** Folders holding a package.json; a folder without one (packages/features) is a group. */
function* packageDirs(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === 'node_modules') continue;
    const child = new URL(`${entry.name}/`, dir);
    if (existsSync(new URL('package.json', child))) yield child;
    else yield* packageDirs(child);
  }
}
