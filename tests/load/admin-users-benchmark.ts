/**
 * Issue 25: the admin user list stays fast at 100,000 users. Builds the real server
 * in-process, seeds `USERS` accounts straight into its database (bulk inserts in one
 * transaction: every account holds the `users` role, one in 500 `admin` too; one in 100 is
 * suspended; three in ten have a session, for `last_active_at`; one in ten holds a valid
 * subscription and one in fifty an expired one, for `subscribed`), signs in as an admin over
 * HTTP and times, over loopback, `GET api/v1/users` for the first page (by created_at desc, by
 * name asc, by last activity desc), a deep page (page 3000 of 15), a search by a name fragment
 * and by an exact email, the role, suspended and subscribed filters, then `GET api/v1/users/export/csv`
 * of every account (total time and bytes). Each list request is warmed up `WARMUP` times,
 * then timed `REQUESTS` times one after another: median and p95 in ms.
 *
 * SQLite always (a temp directory); PostgreSQL too when `DATABASE_URL` is set (as
 * `bench:drive-list`), in a schema of its own that is dropped afterwards. `KEEP=1` keeps the
 * SQLite file and the PostgreSQL schema (for EXPLAIN) and prints where they are. `REPORT=path`
 * also writes the report as JSON.
 *
 *   pnpm bench:admin-users   # USERS=100000 REQUESTS=20 WARMUP=3 CSV_RUNS=3 DATABASE_URL=(unset)
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import {
  assignRole,
  buildApp,
  hashPassword,
  insertUser,
  loopbackConfig,
  openDatabase,
  ROLE_USERS,
} from '@coffer/server/bench';
import { account, seedAccounts } from './admin-users-seed';
import { cookiesOf, latencySummary, round } from './bench-stats';

const userCount = Number(process.env.USERS ?? 100_000);
const requests = Number(process.env.REQUESTS ?? 20);
const warmup = Number(process.env.WARMUP ?? 3);
const csvRuns = Number(process.env.CSV_RUNS ?? 3);
const postgresUrl = process.env.DATABASE_URL ?? '';
const keep = process.env.KEEP === '1';
const reportPath = process.env.REPORT ? resolve(process.env.REPORT) : undefined;
const PASSWORD = 'benchmark password';
const ADMIN_EMAIL = 'bench-admin@example.com';
const PER_PAGE = 15;

interface Scenario {
  name: string;
  params: Record<string, string | number>;
  /** What the answer must hold, so a broken query cannot pass as a fast one. */
  check: (body: ListBody) => boolean;
}

interface ListBody {
  pagination: {
    data: Array<{ id: number; email: string; name: string; roles: unknown[]; subscribed: boolean }>;
    total: number;
  };
}

async function runOn(kind: 'sqlite' | 'postgres') {
  const loadBefore = loadavg()[0]!;
  const dataDir = mkdtempSync(join(tmpdir(), 'coffer-bench-admin-users-'));
  let dropSchema = async () => {};
  let closeApp = async () => {};
  try {
    const webDist = join(dataDir, 'web');
    mkdirSync(webDist, { recursive: true });
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Coffer</title>');
    let databaseUrl = '';
    if (kind === 'postgres') {
      // A schema of its own, as the server's PostgreSQL tests use: the database stays as it was.
      const schema = `bench_admin_users_${process.pid}`;
      const root = openDatabase({ kind: 'postgres', url: postgresUrl });
      await root.schema.createSchema(schema).execute();
      await root.destroy();
      const url = new URL(postgresUrl);
      url.searchParams.set('schema', schema);
      databaseUrl = url.toString();
      dropSchema = async () => {
        const db = openDatabase({ kind: 'postgres', url: postgresUrl });
        await db.schema.dropSchema(schema).cascade().execute();
        await db.destroy();
      };
    }
    const config = loopbackConfig({ dataDir, webDist, databaseUrl });
    const app = await buildApp(config, { logger: false, generateAdmin: false, jobs: false });
    closeApp = () => app.close();
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const admin = await insertUser(
      app.db,
      {
        email: ADMIN_EMAIL,
        name: 'Bench Admin',
        password: await hashPassword(PASSWORD),
        email_verified_at: new Date().toISOString(),
      },
      app.clock.iso(),
    );
    await assignRole(app.db, admin.id, 'admin');
    await assignRole(app.db, admin.id, ROLE_USERS);
    const roles = await app.db.selectFrom('roles').select(['id', 'name']).execute();
    const roleId = (name: string) => roles.find((r) => r.name === name)!.id;
    const adminRole = roleId('admin');
    const usersRole = roleId(ROLE_USERS);

    const seedStarted = performance.now();
    await seedAccounts(app, userCount, { admin: adminRole, users: usersRole });
    const seedMs = performance.now() - seedStarted;
    // No `analyze` afterwards: the server runs none, so the planner sees what a site's has.

    const login = await fetch(`${url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: ADMIN_EMAIL, password: PASSWORD }),
    });
    const cookie = cookiesOf(login);
    const headers = { cookie, accept: 'application/json' };

    const total = userCount + 1;
    const probe = account(73_421 % userCount || 1);
    const suspendedCount = Math.floor(userCount / 100);
    const adminCount = Math.floor(userCount / 500) + 1;
    const subscribedCount = Math.floor((userCount + 5) / 10);
    // Page 3000 of 15 (rows 44,986–45,000) at 100,000 users; the last full page of fewer.
    const deepPage = Math.min(3000, Math.floor(total / PER_PAGE));
    const fullPage = (body: ListBody) => body.pagination.data.length === PER_PAGE;
    const scenarios: Scenario[] = [
      {
        name: 'first page, created_at desc',
        params: { orderBy: 'created_at', orderDir: 'desc' },
        check: (b) => fullPage(b) && b.pagination.total === total,
      },
      {
        name: 'first page, name asc',
        params: { orderBy: 'name', orderDir: 'asc' },
        check: (b) => fullPage(b) && b.pagination.data[0]!.name <= b.pagination.data[14]!.name,
      },
      {
        name: 'first page, last_active_at desc',
        params: { orderBy: 'last_active_at', orderDir: 'desc' },
        check: fullPage,
      },
      {
        name: `deep page (${deepPage}), created_at desc`,
        params: { orderBy: 'created_at', orderDir: 'desc', page: deepPage },
        check: fullPage,
      },
      {
        name: 'search name fragment "ander"',
        params: { query: 'ander' },
        check: (b) => fullPage(b) && b.pagination.total > PER_PAGE,
      },
      {
        name: 'search exact email',
        params: { query: probe.email },
        check: (b) => b.pagination.total === 1 && b.pagination.data[0]?.email === probe.email,
      },
      {
        name: 'filter role admin (1 in 500)',
        params: { filters: JSON.stringify({ role: adminRole }) },
        check: (b) =>
          b.pagination.data.length === Math.min(PER_PAGE, adminCount) &&
          b.pagination.total === adminCount,
      },
      {
        name: 'filter role users (all)',
        params: { filters: JSON.stringify({ role: usersRole }) },
        check: (b) => fullPage(b) && b.pagination.total === total,
      },
      {
        name: 'filter suspended (1 in 100)',
        params: { filters: JSON.stringify({ suspended: true }) },
        check: (b) => fullPage(b) && b.pagination.total === suspendedCount,
      },
      {
        name: 'filter subscribed (1 in 10)',
        params: { filters: JSON.stringify({ subscribed: true }) },
        check: (b) =>
          fullPage(b) &&
          b.pagination.total === subscribedCount &&
          b.pagination.data.every((u) => u.subscribed),
      },
      {
        name: 'filter not subscribed (9 in 10)',
        params: { filters: JSON.stringify({ subscribed: false }) },
        check: (b) =>
          fullPage(b) &&
          b.pagination.total === total - subscribedCount &&
          b.pagination.data.every((u) => !u.subscribed),
      },
    ];

    const list: Record<
      string,
      ReturnType<typeof latencySummary> & { bytes: number; total: number }
    > = {};
    for (const scenario of scenarios) {
      const query = new URLSearchParams(
        Object.entries({ perPage: PER_PAGE, page: 1, ...scenario.params }).map(([k, v]) => [
          k,
          String(v),
        ]),
      );
      const target = `${url}/api/v1/users?${query}`;
      const samples: number[] = [];
      let bytes = 0;
      let body: ListBody | undefined;
      for (let i = 0; i < warmup + requests; i++) {
        const started = performance.now();
        const response = await fetch(target, { headers });
        const text = await response.text();
        const elapsed = performance.now() - started;
        if (response.status !== 200) {
          throw new Error(`${scenario.name}: ${response.status} ${text.slice(0, 300)}`);
        }
        if (i === 0) {
          body = JSON.parse(text) as ListBody;
          bytes = text.length;
          if (!scenario.check(body)) {
            throw new Error(`${scenario.name}: unexpected answer ${text.slice(0, 300)}`);
          }
        }
        if (i >= warmup) samples.push(elapsed);
      }
      list[scenario.name] = { ...latencySummary(samples), bytes, total: body!.pagination.total };
      console.log(
        `[${kind}] ${scenario.name.padEnd(36)} median ${list[scenario.name]!.p50Ms} ms, p95 ${list[scenario.name]!.p95Ms} ms`,
      );
    }

    const csvSamples: number[] = [];
    let csvBytes = 0;
    let csvLines = 0;
    for (let i = 0; i < 1 + csvRuns; i++) {
      const started = performance.now();
      const response = await fetch(`${url}/api/v1/users/export/csv`, { headers });
      const buffer = Buffer.from(await response.arrayBuffer());
      const elapsed = performance.now() - started;
      if (response.status !== 200) throw new Error(`CSV export answered ${response.status}`);
      csvBytes = buffer.length;
      csvLines = buffer.toString('utf8').split('\r\n').length - 2; // header, trailing CRLF
      if (csvLines !== total) throw new Error(`CSV export held ${csvLines} rows, not ${total}`);
      if (i > 0) csvSamples.push(elapsed);
    }
    console.log(
      `[${kind}] CSV export of ${csvLines} users: median ${latencySummary(csvSamples).p50Ms} ms, ${csvBytes} bytes`,
    );

    if (keep) {
      console.log(
        kind === 'sqlite'
          ? `[sqlite] KEEP=1: the database stays: ${config.database.kind === 'sqlite' ? config.database.file : dataDir}`
          : `[postgres] KEEP=1: the schema stays: ${databaseUrl}`,
      );
    }
    return {
      database: kind,
      users: total,
      seedMs: Math.round(seedMs),
      loadAverage1m: { before: round(loadBefore), after: round(loadavg()[0]!) },
      requestsEach: requests,
      warmupEach: warmup,
      perPage: PER_PAGE,
      list,
      csvExport: { runs: csvRuns, rows: csvLines, bytes: csvBytes, ...latencySummary(csvSamples) },
    };
  } finally {
    await closeApp();
    if (!keep) {
      rmSync(dataDir, { recursive: true, force: true });
      await dropSchema();
    }
  }
}

async function main() {
  if (!postgresUrl) {
    console.warn('\n⚠️  PostgreSQL will be SKIPPED: DATABASE_URL is not set (SQLite only).\n');
  }
  const runs = [await runOn('sqlite')];
  if (postgresUrl) runs.push(await runOn('postgres'));
  else {
    console.warn(
      '\n⚠️  PostgreSQL SKIPPED: DATABASE_URL is not set. Only SQLite was measured.\n' +
        '   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm bench:admin-users\n',
    );
  }
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    postgresSkipped: !postgresUrl,
    runs,
  };
  console.log(JSON.stringify(report, null, 2));
  if (reportPath) {
    mkdirSync(dirname(reportPath), { recursive: true });
    writeFileSync(reportPath, `${JSON.stringify(report, null, 2)}\n`);
  }
}

await main();
