// Part of `pnpm test` (issue 24, ADR 0018): a server module's SQL lives in its repository —
// files named `repo.ts` or `<name>-repo.ts` — so routes and services read as rules and the
// queries of a table can be found, indexed and tested in one place. Migrations, tests and
// test support are exempt.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const modules = join(root, 'apps/server/src/modules');
const QUERY =
  /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(|\bsql(<[^>]*>)?`|\.withTables</;
const EXEMPT = /\.test\.ts$|\.test-support\.ts$|\/migration[^/]*\.ts$/;
const REPOSITORY = /(^|\/)(repo|[\w.-]+-repo)\.ts$/;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.name.endsWith('.ts')) yield path;
  }
}

const problems = [];
for (const file of files(modules)) {
  const path = relative(root, file);
  if (EXEMPT.test(path) || REPOSITORY.test(path)) continue;
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (QUERY.test(line)) problems.push(`${path}:${index + 1}: ${line.trim()}`);
    });
}

if (problems.length) {
  console.error(
    `SQL outside a repository (move it into the module's repo.ts or a <name>-repo.ts):\n  ${problems.join('\n  ')}`,
  );
  process.exit(1);
}
console.log("Every query of the server's modules lives in a repository file.");
