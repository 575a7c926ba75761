/**
 * The setup of the scale-out benchmark (scaleout-benchmark.ts): Coffer processes run from the
 * server's source, nginx in front of them, and the users every run signs in as.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  assignRole,
  hashPassword,
  insertUser,
  openDatabase,
  ROLE_USERS,
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
    ['--import', 'tsx', '--conditions=@coffer/source', 'apps/server/src/main.ts'],
    {
      cwd: root,
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', APP_DEBUG: '' },
      stdio: ['ignore', 'ignore', 'inherit'],
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

/** nginx on loopback in front of `upstreams`, retrying a dead instance's requests on another. */
export async function startNginx(upstreams: string[], dir: string) {
  const port = await freePort();
  for (const sub of ['body', 'proxy', 'fcgi', 'uwsgi', 'scgi'])
    mkdirSync(join(dir, sub), { recursive: true });
  const servers = upstreams
    .map((u) => `server ${new URL(u).host} max_fails=1 fail_timeout=30s;`)
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
    location / {
      proxy_pass http://coffer; proxy_http_version 1.1; proxy_set_header Connection "";
      proxy_next_upstream error timeout http_502 non_idempotent; proxy_next_upstream_tries 2;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
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
