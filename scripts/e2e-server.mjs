// Starts the built server for the Playwright journeys on an empty data dir.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// E2E_DATA_DIR lets two runs on one machine (different E2E_PORT) keep apart.
const dataDir = process.env.E2E_DATA_DIR || `${root}tests/e2e/.data`;
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  // The journeys run on the embedded defaults: SQLite, local disk, no Redis. Each test claims its
  // own client IP through X-Forwarded-For (tests/e2e/fixtures.ts), as users behind a proxy would.
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    TEST_DATABASE_URL: '',
    TRUST_PROXY: 'loopback',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
