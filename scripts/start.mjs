// `pnpm start`: builds whatever is missing or older than its sources, then runs the server.
import { execSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const targets = [
  {
    name: '@coffer/web',
    output: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/index.html', 'packages'],
  },
  {
    name: '@coffer/server',
    output: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'packages/contract/src'],
  },
];

for (const target of targets) {
  const output = join(root, target.output);
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  const changedAt = Math.max(...target.sources.map((s) => newest(join(root, s))));
  if (changedAt > builtAt) {
    console.log(`Building ${target.name}…`);
    execSync(`pnpm --filter ${target.name} run build`, { cwd: root, stdio: 'inherit' });
  }
}

const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}
