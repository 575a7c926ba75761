/**
 * The setup of the scale-out benchmark (scaleout-benchmark.ts): Coffer processes run from the
 * server's source, nginx in front of them, and the users every run signs in as.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { setPriority, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  assignRole,
  hashPassword,
  insertUser,
  openDatabase,
  ROLE_USERS,
  type S3Settings,
} from '@coffer/server/bench';
import { freePort } from './storage-bench-support';

const root = fileURLToPath(new URL('../..', import.meta.url));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface Instance {
  url: string;
  process: ChildProcess;
}

/** One Coffer process (the server's source through tsx), answering on `port`. */
export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      // BENCH_NODE_OPTIONS: extra flags for the instances, e.g. `--cpu-prof --cpu-prof-dir=…`.
      ...(process.env.BENCH_NODE_OPTIONS?.split(' ').filter(Boolean) ?? []),
      '--import',
      'tsx',
      '--conditions=@coffer/source',
      'apps/server/src/main.ts',
    ],
    {
      cwd: root,
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', APP_DEBUG: '' },
      stdio: ['ignore', process.env.BENCH_INSTANCE_LOG ? 'inherit' : 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    const up = await fetch(`${url}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { url, process: child };
    await sleep(200);
  }
  throw new Error('an instance did not start');
}

/** Stops an instance as an operator would (SIGTERM), unless it is already gone. */
export async function stopInstance({ process: child }: Instance) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** The local S3-compatible server (s3-process.ts) as a child process. */
export async function startS3Process() {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@coffer/source', 'tests/load/s3-process.ts'],
    { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  // It stands in for a storage service on machines of its own: on these shared cores it
  // yields to the processes measured (nice 10).
  setPriority(child.pid!, 10);
  const line = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(out.slice(0, out.indexOf('\n')));
    });
    child.once('exit', () => reject(new Error('the S3 server did not start')));
  });
  const settings = JSON.parse(line) as S3Settings;
  return {
    settings,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.stdin!.end();
      }),
  };
}

/** nginx on loopback in front of `upstreams`, retrying a dead instance's requests on another. */
export async function startNginx(upstreams: string[], dir: string) {
  const port = await freePort();
  for (const sub of ['body', 'proxy', 'fcgi', 'uwsgi', 'scgi'])
    mkdirSync(join(dir, sub), { recursive: true });
  // nginx's workers drop to an unprivileged user when started as root, and must reach the
  // buffered request bodies under `dir` (a mkdtemp folder is private to its owner).
  for (let d = dir; d !== dirname(d) && d.startsWith(tmpdir()); d = dirname(d))
    if (d !== tmpdir()) chmodSync(d, 0o755);
  chmodSync(join(dir, 'body'), 0o777);
  const servers = upstreams
    .map((u) => `server ${new URL(u).host} max_fails=3 fail_timeout=10s;`)
    .join(' ');
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 2; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  upstream coffer { ${servers} keepalive 64; }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 0; proxy_request_buffering off; proxy_buffering off;
    proxy_read_timeout 120s;
    proxy_http_version 1.1; proxy_set_header Connection "";
    proxy_next_upstream error timeout http_502 non_idempotent; proxy_next_upstream_tries 2;
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    location / { proxy_pass http://coffer; }
    # As deploy/nginx/coffer.conf: a tus chunk and a form upload are read whole first, so that
    # one cut off by an instance's death is sent again to another instead of failing.
    location /api/v1/tus/ { proxy_request_buffering on; proxy_pass http://coffer; }
    location = /api/v1/file-entries { proxy_request_buffering on; proxy_pass http://coffer; }
  }
}
`,
  );
  const child = spawn(
    '/usr/sbin/nginx',
    ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: 'inherit',
    },
  );
  await sleep(500);
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

/** The users every run signs in as, written straight to the database. */
export async function seedUsers(
  databaseUrl: string,
  dataDir: string,
  run: string,
  { users, password }: { users: number; password: string },
) {
  const db = openDatabase(
    databaseUrl
      ? { kind: 'postgres', url: databaseUrl }
      : { kind: 'sqlite', file: join(dataDir, 'coffer.sqlite') },
  );
  const hash = await hashPassword(password);
  const emails: string[] = [];
  for (let i = 0; i < users; i++) {
    const email = `load-${run}-${i}@example.com`;
    const row = await insertUser(
      db,
      { email, name: `Load ${i}`, password: hash, email_verified_at: new Date().toISOString() },
      new Date().toISOString(),
    );
    await assignRole(db, row.id, ROLE_USERS);
    emails.push(email);
  }
  await db.destroy();
  return emails;
}
