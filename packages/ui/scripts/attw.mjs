// attw cannot expand the "./*" subpath pattern, so name every component entry for it
// (and `./test`, the test helpers).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const src = new URL('../src/', import.meta.url);
const entries = readdirSync(src, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(new URL(`${d.name}/index.ts`, src)))
  .map((d) => `./${d.name}`);
execFileSync(
  'attw',
  [
    '--pack',
    '.',
    '--profile',
    'esm-only',
    '--exclude-entrypoints',
    './style.css',
    '--entrypoints',
    '.',
    ...entries,
    './test',
  ],
  { stdio: 'inherit' },
);
