/**
 * Issue 9 benchmark (d): `GET api/v1/drive/file-entries` answering a 50-entry page of a
 * folder holding 10,000 entries, as req/s relative to a bare Fastify hello-world route
 * measured in the same run (target ratio ≥ 0.25), then the p99 latency of the listing
 * at half its measured throughput (open loop, target ≤ 20 ms). Both servers run in this
 * process on loopback; the clients run in a child process, so this process's CPU time over
 * a run is the servers' alone: `serverCpuMsPerRequest` is what a request costs the server,
 * a figure that holds on a shared machine where req/s swings with everyone else's load.
 * Prints the report and writes tests/load/reports/drive-list.json.
 *
 *   pnpm bench:drive-list      # ENTRIES=10000 DURATION_S=5 CONCURRENCY=10 DATABASE_URL=(sqlite)
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import {
  benchUser,
  reportHead,
  seedBigFolder,
  startBenchServer,
  writeReport,
} from './bench-server';
import { cookiesOf, latencySummary } from './bench-stats';

// Fastify is the server's dependency, not the root's: load the very same copy the server uses.
const Fastify = createRequire(new URL('../../apps/server/package.json', import.meta.url))(
  'fastify',
) as typeof import('fastify').default;

const entries = Number(process.env.ENTRIES ?? 10_000);
const durationS = Number(process.env.DURATION_S ?? 5);
const concurrency = Number(process.env.CONCURRENCY ?? 10);
const reportPath = fileURLToPath(new URL('./reports/drive-list.json', import.meta.url));
const PASSWORD = 'benchmark password';
const TARGET_RATIO = 0.25;
const TARGET_P99_MS = 20;

async function main() {
  const loadBefore = loadavg()[0]!;
  const server = await startBenchServer('coffer-bench-drive-');
  const { app, config, url } = server;
  const hello = Fastify({ logger: false });
  hello.get('/hello', async () => ({ hello: 'world' }));
  try {
    const helloUrl = await hello.listen({ port: 0, host: '127.0.0.1' });
    const user = await benchUser(app, 'bench-drive@example.com', PASSWORD);
    const seedStarted = performance.now();
    const folder = await seedBigFolder(app, user.id, entries);
    const seedMs = performance.now() - seedStarted;

    const login = await fetch(`${url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: user.email, password: PASSWORD }),
    });
    const cookie = cookiesOf(login);
    const listUrl = `${url}/api/v1/drive/file-entries?section=folder&folderId=${folder.hash}&perPage=50&page=3&orderBy=name&orderDir=asc`;
    const check = await fetch(listUrl, { headers: { cookie, accept: 'application/json' } });
    const body = (await check.json()) as { pagination: { data: unknown[]; total: number } };
    if (
      check.status !== 200 ||
      body.pagination.data.length !== 50 ||
      body.pagination.total !== entries
    ) {
      throw new Error(
        `listing answered ${check.status} with ${body.pagination?.data?.length} entries`,
      );
    }

    const headers = { cookie, accept: 'application/json' };
    // Warm both up (JIT, prepared statements) before measuring.
    await closedLoop(`${helloUrl}/hello`, {}, 1);
    await closedLoop(listUrl, headers, 1);
    const helloRun = await closedLoop(`${helloUrl}/hello`, {}, durationS);
    const listRun = await closedLoop(listUrl, headers, durationS);
    const halfRate = Math.max(1, Math.floor(listRun.reqPerSec / 2));
    const halfLoad = await openLoop(listUrl, headers, halfRate, durationS);
    const ratio = Math.round((listRun.reqPerSec / helloRun.reqPerSec) * 1000) / 1000;

    const report = {
      ...reportHead(loadBefore, config.database.kind),
      folderEntries: entries,
      pageSize: 50,
      seedMs: Math.round(seedMs),
      helloWorld: helloRun,
      driveList: listRun,
      ratio,
      ratioTarget: TARGET_RATIO,
      ratioMet: ratio >= TARGET_RATIO,
      // The req/s ratio the two servers would reach with a core each and a client to spare:
      // hello-world's CPU per request over the listing's (less swayed by a busy machine).
      serverCpuRatio: round2(helloRun.serverCpuMsPerRequest / listRun.serverCpuMsPerRequest),
      halfLoad: {
        ...halfLoad,
        targetP99Ms: TARGET_P99_MS,
        p99Met: halfLoad.p99Ms <= TARGET_P99_MS,
      },
    };
    writeReport(reportPath, report);
  } finally {
    await hello.close();
    await server.close();
  }
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

const CLIENT_SOURCE = `
  const { target, headers, durationS, concurrency, rate } = JSON.parse(process.argv[1]);
  const latencies = [];
  let errors = 0;
  async function once(started) {
    try {
      const response = await fetch(target, { headers });
      await response.arrayBuffer();
      if (response.status !== 200) errors++;
      else latencies.push(performance.now() - started);
    } catch {
      errors++;
    }
  }
  // Warm this client up first (its first fetch loads and compiles undici, tens of ms, and
  // opens its connections), untimed: the figures are the server's, not the client's start.
  const warmUntil = performance.now() + 500;
  Promise.all(Array.from({ length: concurrency }, async () => {
    while (performance.now() < warmUntil) await fetch(target, { headers }).then((r) => r.arrayBuffer());
  })).then(run);
  function run() {
  const begin = performance.now();
  const end = begin + durationS * 1000;
  if (rate) {
    // Open loop: requests leave on schedule whether or not earlier ones have answered,
    // and latency counts from the scheduled time (no coordinated omission).
    const pending = [];
    const interval = 1000 / rate;
    let n = 0;
    const tick = () => {
      const now = performance.now();
      while (begin + n * interval <= now && begin + n * interval < end) {
        pending.push(once(begin + n * interval));
        n++;
      }
      if (now < end) setTimeout(tick, Math.max(0, begin + n * interval - performance.now()));
      else Promise.all(pending).then(() => process.send({ latencies, errors, elapsedMs: performance.now() - begin }));
    };
    tick();
  } else {
    const loop = async () => { while (performance.now() < end) await once(performance.now()); };
    Promise.all(Array.from({ length: concurrency }, loop)).then(() =>
      process.send({ latencies, errors, elapsedMs: performance.now() - begin }));
  }
  }
`;

/** One load run from a child process; `cpuMs`: this process's (the servers') CPU time meanwhile. */
function run(target: string, headers: Record<string, string>, seconds: number, rate?: number) {
  return new Promise<{ latencies: number[]; errors: number; elapsedMs: number; cpuMs: number }>(
    (resolve, reject) => {
      const settings = JSON.stringify({ target, headers, durationS: seconds, concurrency, rate });
      const cpuBefore = process.cpuUsage();
      // `node -e code settings`: the settings arrive as process.argv[1].
      const client = spawn(process.execPath, ['-e', CLIENT_SOURCE, settings], {
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      client.once('error', reject);
      client.once('message', (message) => {
        const cpu = process.cpuUsage(cpuBefore);
        const result = message as { latencies: number[]; errors: number; elapsedMs: number };
        resolve({ ...result, cpuMs: (cpu.user + cpu.system) / 1000 });
        client.kill();
      });
    },
  );
}

/** `concurrency` keep-alive clients as fast as the server answers: throughput. */
async function closedLoop(target: string, headers: Record<string, string>, seconds: number) {
  const result = await run(target, headers, seconds);
  return {
    concurrency,
    durationS: seconds,
    requests: result.latencies.length,
    errors: result.errors,
    reqPerSec: Math.round((result.latencies.length / result.elapsedMs) * 1000),
    serverCpuMsPerRequest: round2(result.cpuMs / Math.max(1, result.latencies.length)),
    ...latencySummary(result.latencies),
  };
}

/** A fixed arrival rate: latency under a load the server can sustain. */
async function openLoop(
  target: string,
  headers: Record<string, string>,
  rate: number,
  seconds: number,
) {
  const result = await run(target, headers, seconds, rate);
  return {
    ratePerSec: rate,
    durationS: seconds,
    requests: result.latencies.length,
    errors: result.errors,
    ...latencySummary(result.latencies),
  };
}

await main();
