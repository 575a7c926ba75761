/**
 * Login latency (argon2id cost) and bootstrap-page throughput of the real server, built
 * in-process on a temp SQLite directory and driven over loopback HTTP. The load runs in
 * a worker thread so the client does not share the server's event loop.
 * Prints the report and writes tests/load/reports/auth.json.
 *
 *   pnpm bench:auth                  # LOGINS=30 DURATION_S=5 CONCURRENCY=10
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  assignRole,
  buildApp,
  hashPassword,
  insertUser,
  loadConfig,
  ROLE_USERS,
  verifyPassword,
} from '@coffer/server/bench';

const logins = Number(process.env.LOGINS ?? 30);
const durationS = Number(process.env.DURATION_S ?? 5);
const concurrency = Number(process.env.CONCURRENCY ?? 10);
const reportPath = fileURLToPath(new URL('./reports/auth.json', import.meta.url));
const PASSWORD = 'benchmark password';

const INDEX_HTML =
  '<!doctype html><html lang="en" data-theme="system"><head><meta charset="utf-8"><title>Coffer</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';

async function main() {
  // Other work on the machine skews every figure; the report records how busy it was.
  const loadBefore = loadavg()[0]!;
  const dataDir = mkdtempSync(join(tmpdir(), 'coffer-bench-'));
  const webDist = join(dataDir, 'web');
  mkdirSync(webDist, { recursive: true });
  writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    TRUST_PROXY: 'loopback',
  });
  const app = await buildApp(config, { logger: false, generateAdmin: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    // One account per login, each from its own address: the per-identifier and per-IP
    // login limits are part of the product, not of what is measured here.
    const hash = await hashPassword(PASSWORD);
    const emails: string[] = [];
    for (let i = 0; i <= logins; i++) {
      const email = `bench-${i}@example.com`;
      const user = await insertUser(
        app.db,
        {
          email,
          name: `Bench ${i}`,
          password: hash,
          email_verified_at: new Date().toISOString(),
        },
        app.clock.iso(),
      );
      await assignRole(app.db, user.id, ROLE_USERS);
      emails.push(email);
    }

    const verifyMs: number[] = [];
    for (let i = 0; i < logins; i++) {
      const started = performance.now();
      await verifyPassword(hash, PASSWORD);
      verifyMs.push(performance.now() - started);
    }

    const loginMs: number[] = [];
    let sessionCookie = '';
    // The first login warms up the route (JIT, prepared statements) and is not counted.
    for (let i = 0; i <= logins; i++) {
      const started = performance.now();
      const response = await fetch(`${url}/auth/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.9.${i >> 8}.${i & 255}`,
        },
        body: JSON.stringify({ phone: emails[i], password: PASSWORD, remember: true }),
      });
      await response.arrayBuffer();
      const elapsed = performance.now() - started;
      if (response.status !== 200) throw new Error(`login ${i} answered ${response.status}`);
      if (i > 0) loginMs.push(elapsed);
      sessionCookie ||= cookiePair(response, 'coffer_session');
    }

    const guest = await load(`${url}/`, {});
    const signedIn = await load(`${url}/`, { cookie: sessionCookie });

    const report = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: cpus().length,
      loadAverage1m: { before: round(loadBefore), after: round(loadavg()[0]!) },
      database: 'sqlite',
      login: { requests: loginMs.length, sequential: true, ...summary(loginMs) },
      argon2idVerify: { runs: verifyMs.length, ...summary(verifyMs) },
      bootstrapPage: { guest, signedIn },
    };
    console.log(JSON.stringify(report, null, 2));
    mkdirSync(dirname(reportPath), { recursive: true });
    writeFileSync(reportPath, `${JSON.stringify(report, null, 2)}\n`);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}

function cookiePair(response: Response, name: string): string {
  const line = response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  if (!line) throw new Error(`no ${name} cookie`);
  return line.split(';')[0]!;
}

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return {
    p50Ms: round(at(0.5)),
    p95Ms: round(at(0.95)),
    meanMs: round(sorted.reduce((a, b) => a + b, 0) / sorted.length),
    minMs: round(sorted[0]!),
    maxMs: round(sorted.at(-1)!),
  };
}

/**
 * `concurrency` keep-alive loops requesting `target` for `durationS` seconds, in a worker
 * thread; bounded by time and only ever aimed at the loopback server started above.
 */
function load(target: string, headers: Record<string, string>) {
  const source = `
    const { parentPort, workerData } = require('node:worker_threads');
    const { target, headers, durationS, concurrency } = workerData;
    const latencies = [];
    let errors = 0;
    const end = performance.now() + durationS * 1000;
    async function loop() {
      while (performance.now() < end) {
        const started = performance.now();
        try {
          const response = await fetch(target, { headers });
          await response.arrayBuffer();
          if (response.status !== 200) errors++;
          else latencies.push(performance.now() - started);
        } catch {
          errors++;
        }
      }
    }
    const started = performance.now();
    Promise.all(Array.from({ length: concurrency }, loop)).then(() => {
      parentPort.postMessage({ latencies, errors, elapsedMs: performance.now() - started });
    });
  `;
  return new Promise<Record<string, number>>((resolve, reject) => {
    const worker = new Worker(source, {
      eval: true,
      workerData: { target, headers, durationS, concurrency },
    });
    worker.once('error', reject);
    worker.once('message', (result: { latencies: number[]; errors: number; elapsedMs: number }) => {
      const stats = summary(result.latencies);
      resolve({
        concurrency,
        durationS,
        requests: result.latencies.length,
        errors: result.errors,
        reqPerSec: Math.round((result.latencies.length / result.elapsedMs) * 1000),
        p50Ms: stats.p50Ms,
        p95Ms: stats.p95Ms,
        maxMs: stats.maxMs,
      });
      void worker.terminate();
    });
  });
}

await main();
