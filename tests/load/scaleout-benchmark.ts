/**
 * Issue 30: the scale-out benchmark. Two Coffer processes behind Debian's nginx on loopback,
 * on PostgreSQL (a schema of their own), the local S3-compatible server (s3rver) and Redis,
 * take USERS simulated users for DURATION_S; each user signs in, then every 1–3 s browses,
 * uploads (multipart or tus), downloads (checking every byte), shares or searches. Halfway,
 * one instance is killed (SIGKILL): nginx sends the rest to the other, interrupted tus uploads
 * resume through it. At the end every upload the users saw succeed is downloaded again and
 * compared. The same workload then runs on one instance on SQLite and local disk.
 * Reports p50/p99 per call, throughput, 5xx and failed connections, bad bytes and lost uploads.
 *
 *   pnpm bench:scaleout   # USERS=200 DURATION_S=300 MODES=scaleout,single
 *                         # DATABASE_URL (default TEST_DATABASE_URL), REDIS_URL (default local)
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { localS3Env, postgresSchema } from '@coffer/server/bench';
import { writeReport } from './bench-server';
import { latencySummary, round } from './bench-stats';
import { cpuSampler } from './cpu-sampler';
import { METRICS_TOKEN, refusal, serverSideListing } from './scaleout-report';
import {
  type Instance,
  seedUsers,
  startInstance,
  startNginx,
  startS3Process,
  stopInstance,
} from './scaleout-support';

const users = Number(process.env.USERS ?? 200);
const durationS = Number(process.env.DURATION_S ?? 300);
const modes = (process.env.MODES ?? 'scaleout,single').split(',');
const postgresUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const reportPath = fileURLToPath(new URL('./reports/scaleout.json', import.meta.url));
const PASSWORD = 'benchmark password';
const LIST_P99_TARGET_MS = 50;

const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Stats {
  timings: Map<string, number[]>;
  statuses: Map<string, number>;
  serverErrors: number;
  connectionErrors: number;
  badBytes: number;
  tusResumes: number;
  uploads: Array<{ hash: string; sha: string; cookie: string; ip: string }>;
}

/**
 * Runs the workload against `base`; `onHalf` runs once, halfway through. `processes` (pid →
 * label) are the run's own, whose CPU time is reported beside PostgreSQL's, nginx's and Redis's.
 */
async function workload(
  base: string,
  emails: string[],
  processes: Map<number, string>,
  onHalf?: () => void,
) {
  const stats: Stats = {
    timings: new Map(),
    statuses: new Map(),
    serverErrors: 0,
    connectionErrors: 0,
    badBytes: 0,
    tusResumes: 0,
    uploads: [],
  };
  const started = Date.now();
  const end = started + durationS * 1000;
  const halfTimer = onHalf ? setTimeout(onHalf, (durationS * 1000) / 2) : undefined;
  const cpu = cpuSampler(
    () => new Map([...processes, [process.pid, 'clients (this process)']]),
    ['postgres', 'nginx', 'redis-server'],
  );
  const ipBase = Math.floor(Math.random() * 200) + 20;

  async function call(kind: string, path: string, init: RequestInit & { ip: string }) {
    const t = performance.now();
    try {
      const res = await fetch(`${base}${path}`, {
        ...init,
        headers: { 'x-forwarded-for': init.ip, ...(init.headers as Record<string, string>) },
      });
      const body = new Uint8Array(await res.arrayBuffer());
      const list = stats.timings.get(kind) ?? [];
      list.push(performance.now() - t);
      stats.timings.set(kind, list);
      const key = `${kind} ${res.status}${refusal(res.status, body)}`;
      stats.statuses.set(key, (stats.statuses.get(key) ?? 0) + 1);
      if (res.status >= 500) stats.serverErrors++;
      return { res, body };
    } catch {
      stats.connectionErrors++;
      stats.statuses.set(`${kind} network`, (stats.statuses.get(`${kind} network`) ?? 0) + 1);
      return null;
    }
  }

  async function user(index: number) {
    const ip = `10.${ipBase}.${Math.floor(index / 250)}.${(index % 250) + 1}`;
    const email = emails[index]!;
    const login = await call('login', '/auth/login', {
      ip,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: email, password: PASSWORD }),
    });
    if (login?.res.status !== 200) return;
    const cookies = login.res.headers.getSetCookie().map((c) => c.split(';')[0]!);
    const cookie = cookies.join('; ');
    const xsrf = decodeURIComponent(
      cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.slice(11) ?? '',
    );
    const auth = { cookie, 'x-xsrf-token': xsrf };
    const mine: Array<{ id: number; hash: string; sha: string }> = [];
    const other = emails[(index + 1) % emails.length]!;

    const remember = (json: { fileEntry?: { id: number; hash: string } }, bytes: Uint8Array) => {
      if (!json.fileEntry) return;
      const entry = { id: json.fileEntry.id, hash: json.fileEntry.hash, sha: sha(bytes) };
      mine.push(entry);
      stats.uploads.push({ hash: entry.hash, sha: entry.sha, cookie, ip });
    };

    while (Date.now() < end) {
      await sleep(1000 + Math.random() * 2000);
      if (Date.now() >= end) break;
      const roll = Math.random();
      if (roll < 0.35) {
        await call('list', '/api/v1/drive/file-entries?section=home&perPage=50', {
          ip,
          headers: auth,
        });
      } else if (roll < 0.55 && mine.length > 0) {
        const pick = mine[Math.floor(Math.random() * mine.length)]!;
        const got = await call('download', `/api/v1/file-entries/${pick.hash}`, {
          ip,
          headers: auth,
        });
        if (got && got.res.status === 200 && sha(got.body) !== pick.sha) stats.badBytes++;
      } else if (roll < 0.7 || mine.length === 0) {
        const bytes = new Uint8Array(randomBytes(16_384 + Math.floor(Math.random() * 49_152)));
        const form = new FormData();
        form.append('file', new Blob([bytes]), `file-${index}-${mine.length}.bin`);
        const up = await call('upload multipart', '/api/v1/file-entries', {
          ip,
          method: 'POST',
          headers: auth,
          body: form,
        });
        if (up?.res.status === 200) remember(JSON.parse(Buffer.from(up.body).toString()), bytes);
      } else if (roll < 0.8) {
        await tusUpload(ip, auth, index, remember);
      } else if (roll < 0.9) {
        await call('search', '/api/v1/drive/file-entries?section=search&query=file', {
          ip,
          headers: auth,
        });
      } else if (mine.length > 0) {
        const pick = mine[Math.floor(Math.random() * mine.length)]!;
        await call('share', `/api/v1/file-entries/${pick.id}/share`, {
          ip,
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({
            emails: [other],
            permissions: { view: true, edit: false, download: true },
          }),
        });
      }
    }
  }

  /** A 256 KiB tus upload in two PATCHes; a PATCH that fails resumes from the server's offset. */
  async function tusUpload(
    ip: string,
    auth: Record<string, string>,
    index: number,
    remember: (json: { fileEntry?: { id: number; hash: string } }, bytes: Uint8Array) => void,
  ) {
    const bytes = new Uint8Array(randomBytes(256 * 1024));
    const name = Buffer.from(`tus-${index}-${Date.now()}.bin`).toString('base64');
    const created = await call('tus create', '/api/v1/tus/upload', {
      ip,
      method: 'POST',
      headers: {
        ...auth,
        'tus-resumable': '1.0.0',
        'upload-length': String(bytes.length),
        'upload-metadata': `name ${name}`,
      },
    });
    const location = created?.res.headers.get('location');
    if (!location) return;
    const path = new URL(location, base).pathname;
    let offset = 0;
    for (let attempt = 0; offset < bytes.length && attempt < 6; attempt++) {
      const chunk = bytes.subarray(offset, Math.min(bytes.length, offset + 128 * 1024));
      const patch = await call('tus patch', path, {
        ip,
        method: 'PATCH',
        headers: {
          ...auth,
          'tus-resumable': '1.0.0',
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
        body: chunk,
      });
      if (patch?.res.status === 204) {
        offset = Number(patch.res.headers.get('upload-offset'));
        continue;
      }
      // Resume: ask whoever answers now where the upload stands.
      stats.tusResumes++;
      await sleep(1000);
      const head = await call('tus head', path, {
        ip,
        method: 'HEAD',
        headers: { ...auth, 'tus-resumable': '1.0.0' },
      });
      const at = Number(head?.res.headers.get('upload-offset'));
      if (Number.isFinite(at)) offset = at;
    }
    if (offset !== bytes.length) return;
    const done = await call('tus finish', '/api/v1/tus/entries', {
      ip,
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ uploadKey: path.split('/').pop() }),
    });
    if (done?.res.status === 200) remember(JSON.parse(Buffer.from(done.body).toString()), bytes);
  }

  // Users start over the first 10 s, as a crowd arrives.
  await Promise.all(
    emails.map(async (_, i) => {
      await sleep((i / emails.length) * 10_000);
      await user(i);
    }),
  );
  clearTimeout(halfTimer);
  const cpuPerProcess = cpu.stop();
  const elapsedS = (Date.now() - started) / 1000;

  // Nothing lost: every upload the users saw succeed downloads, byte for byte.
  let lost = 0;
  for (const upload of stats.uploads) {
    const res = await fetch(`${base}/api/v1/file-entries/${upload.hash}`, {
      headers: { cookie: upload.cookie, 'x-forwarded-for': upload.ip },
    }).catch(() => null);
    const body = res ? new Uint8Array(await res.arrayBuffer()) : new Uint8Array();
    if (res?.status !== 200 || sha(body) !== upload.sha) lost++;
  }
  const calls = [...stats.timings.values()].reduce((n, t) => n + t.length, 0);
  return {
    users,
    durationS,
    calls,
    throughputPerS: round(calls / elapsedS),
    serverErrors: stats.serverErrors,
    connectionErrors: stats.connectionErrors,
    badBytes: stats.badBytes,
    uploadsChecked: stats.uploads.length,
    lostUploads: lost,
    tusResumes: stats.tusResumes,
    perCall: Object.fromEntries(
      [...stats.timings].map(([kind, t]) => [kind, { count: t.length, ...latencySummary(t) }]),
    ),
    statuses: Object.fromEntries([...stats.statuses].sort()),
    cpuPerProcess,
  };
}

async function scaleout() {
  if (!postgresUrl)
    throw new Error('The scale-out run needs PostgreSQL: set DATABASE_URL or TEST_DATABASE_URL.');
  const dir = mkdtempSync(join(tmpdir(), 'coffer-scaleout-'));
  const database = await postgresSchema(postgresUrl, `bench_scaleout_${process.pid}`);
  const s3 = await startS3Process();
  const instances: Instance[] = [];
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  try {
    const webDist = join(dir, 'web');
    mkdirSync(webDist);
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Coffer</title>');
    const env = (n: number) => ({
      DATA_DIR: join(dir, `instance-${n}`),
      WEB_DIST: webDist,
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      ...localS3Env(s3.settings),
      TRUST_PROXY: 'loopback',
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'benchmark admin',
      METRICS_TOKEN,
    });
    instances.push(await startInstance(env(1)));
    instances.push(await startInstance(env(2)));
    nginx = await startNginx(
      instances.map((i) => i.url),
      join(dir, 'nginx'),
    );
    const emails = await seedUsers(database.url, dir, `s${process.pid}`, {
      users,
      password: PASSWORD,
    });
    let killedAt: string | null = null;
    const processes = new Map<number, string>([
      [instances[0]!.process.pid!, 'coffer instance 1'],
      [instances[1]!.process.pid!, 'coffer instance 2 (killed halfway)'],
      [s3.pid, 's3rver'],
    ]);
    const result = await workload(nginx.url, emails, processes, () => {
      killedAt = new Date().toISOString();
      instances[1]!.process.kill('SIGKILL');
    });
    return {
      setup: 'two instances behind nginx: PostgreSQL, s3rver, Redis',
      killedAt,
      ...result,
      // The survivor's own timing (it took every listing after the kill).
      listingAsInstance1Timed: await serverSideListing(instances[0]!.url),
    };
  } finally {
    nginx?.stop();
    await Promise.all(instances.map(stopInstance));
    await s3.stop();
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function single() {
  const dir = mkdtempSync(join(tmpdir(), 'coffer-single-'));
  let instance: Instance | undefined;
  try {
    const webDist = join(dir, 'web');
    mkdirSync(webDist);
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Coffer</title>');
    instance = await startInstance({
      DATA_DIR: dir,
      WEB_DIST: webDist,
      DATABASE_URL: '',
      REDIS_URL: '',
      TRUST_PROXY: 'loopback',
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'benchmark admin',
      METRICS_TOKEN,
    });
    const emails = await seedUsers('', dir, `q${process.pid}`, { users, password: PASSWORD });
    const result = await workload(
      instance.url,
      emails,
      new Map([[instance.process.pid!, 'coffer']]),
    );
    return {
      setup: 'one instance: SQLite and local disk',
      ...result,
      listingAsTheInstanceTimed: await serverSideListing(instance.url),
    };
  } finally {
    if (instance) await stopInstance(instance);
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const loadBefore = loadavg()[0]!;
  const runs: Record<string, unknown> = {};
  for (const mode of modes) {
    runs[mode] = mode === 'scaleout' ? await scaleout() : await single();
    console.error(`${mode} done`);
  }
  const listP99 = (run: unknown) =>
    (run as { perCall?: Record<string, { p99Ms: number }> })?.perCall?.list?.p99Ms ?? null;
  writeReport(reportPath, {
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    loadAverage1m: { before: round(loadBefore), after: round(loadavg()[0]!) },
    targets: { serverErrors: 0, badBytes: 0, lostUploads: 0, listP99Ms: LIST_P99_TARGET_MS },
    listP99Ms: Object.fromEntries(Object.entries(runs).map(([k, v]) => [k, listP99(v)])),
    runs,
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
