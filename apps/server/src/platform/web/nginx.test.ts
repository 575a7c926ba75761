import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccessToken, createUser, signIn, type TestUser } from '../../../test/auth';
import { describeServer } from '../../../test/harness';

const run = promisify(execFile);
const NGINX = '/usr/sbin/nginx';
const SITE = new URL('../../../../../deploy/nginx/coffer.conf', import.meta.url);
const HOST = 'coffer.example.com';

function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

/**
 * The example site config of docs/operations.md, as shipped, with only what a test must
 * change: the upstream's port, loopback ports to listen on (no IPv6), a self-signed
 * certificate. Every replaced line must be there, so the example cannot drift from the test.
 */
function siteConfig(
  upstream: number,
  dead: number,
  http: number,
  https: number,
  dir: string,
): string {
  let text = readFileSync(SITE, 'utf8');
  const swaps: Array<[string, string]> = [
    // A second instance that is down, and never skipped (max_fails=0): every other request
    // reaches it first and must be sent on to the live one.
    [
      'server 127.0.0.1:8080;',
      `server 127.0.0.1:${dead} max_fails=0; server 127.0.0.1:${upstream} max_fails=0;`,
    ],
    ['listen [::]:80;', ''],
    ['listen [::]:443 ssl http2;', ''],
    ['listen 80;', `listen 127.0.0.1:${http};`],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${https} ssl http2;`],
    [`/etc/letsencrypt/live/${HOST}/fullchain.pem`, join(dir, 'cert.pem')],
    [`/etc/letsencrypt/live/${HOST}/privkey.pem`, join(dir, 'key.pem')],
  ];
  for (const [from, to] of swaps) {
    expect(text, `deploy/nginx/coffer.conf has "${from}"`).toContain(from);
    text = text.replaceAll(from, to);
  }
  return text;
}

/*
 * Debian's nginx with deploy/nginx/coffer.conf in front of a server started with
 * TRUST_PROXY=loopback, over TLS: the redirect to https, the API, a tus upload whose URL is
 * the public one (X-Forwarded-Proto and -Host), and a 24 MB WebDAV PUT streamed through
 * (no size cap, no buffering) that comes back byte for byte; with a second instance that is
 * down, every request (form uploads included) reaches the live one. The test command installs
 * nginx (`scripts/ensure-debian-tools.sh`).
 */
describeServer(
  'the example nginx config',
  (server) => {
    let dir: string;
    let nginx: ChildProcess | undefined;
    let httpPort: number;
    let httpsPort: number;
    let user: TestUser;
    let token: string;

    beforeAll(async () => {
      expect(existsSync(NGINX), 'Debian package nginx must be installed').toBe(true);
      dir = mkdtempSync(join(tmpdir(), 'coffer-nginx-'));
      for (const sub of ['body', 'proxy', 'fcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, sub));
      // Started as root, nginx's workers run as an unprivileged user: they must reach the
      // request bodies they buffer (a mkdtemp folder is its owner's alone).
      chmodSync(dir, 0o755);
      chmodSync(join(dir, 'body'), 0o777);
      await run('openssl', [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        `/CN=${HOST}`,
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ]);
      httpPort = await freePort();
      httpsPort = await freePort();
      const upstream = Number(new URL(server().url).port);
      const dead = await freePort();
      writeFileSync(join(dir, 'site.conf'), siteConfig(upstream, dead, httpPort, httpsPort, dir));
      writeFileSync(
        join(dir, 'nginx.conf'),
        `worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')};
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  include ${join(dir, 'site.conf')};
}
`,
      );
      await run(NGINX, ['-t', '-p', dir, '-c', join(dir, 'nginx.conf')]);
      nginx = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
        stdio: 'ignore',
      });
      for (let i = 0; i < 50; i++) {
        const up = await curl(['-o', '/dev/null', `https://${HOST}:${httpsPort}/api/v1/health`]);
        if (up.status === 200) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      user = await createUser(server());
      token = await createAccessToken(await signIn(server(), user), user.password, 'nginx');
    });
    afterAll(() => {
      nginx?.kill();
      rmSync(dir, { recursive: true, force: true });
    });

    /** curl through nginx (self-signed certificate, the public name resolved to loopback). */
    async function curl(args: string[]): Promise<{ status: number; headers: string }> {
      const headers = join(dir, `headers-${randomBytes(4).toString('hex')}`);
      const { stdout } = await run('curl', [
        '-sk',
        '--resolve',
        `${HOST}:${httpsPort}:127.0.0.1`,
        '--resolve',
        `${HOST}:${httpPort}:127.0.0.1`,
        '-D',
        headers,
        '-w',
        '%{http_code}',
        ...args,
      ]).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '0' }));
      const text = existsSync(headers) ? readFileSync(headers, 'utf8') : '';
      return { status: Number(stdout.trim().slice(-3)), headers: text };
    }
    const https = (path: string) => `https://${HOST}:${httpsPort}${path}`;
    const header = (headers: string, name: string) =>
      new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1]?.trim();

    it('sends plain HTTP to HTTPS', async () => {
      const res = await curl(['-o', '/dev/null', `http://${HOST}:${httpPort}/drive`]);
      expect(res.status).toBe(301);
      expect(header(res.headers, 'location')).toBe(`https://${HOST}/drive`);
    });

    it('hands Coffer the public scheme and host: a tus upload URL is the https one', async () => {
      const res = await curl([
        '-o',
        '/dev/null',
        '-X',
        'POST',
        https('/api/v1/tus/upload'),
        '-H',
        `Authorization: Bearer ${token}`,
        '-H',
        'Tus-Resumable: 1.0.0',
        '-H',
        'Upload-Length: 5',
        '-H',
        `Upload-Metadata: name ${Buffer.from('five.txt').toString('base64')}`,
      ]);
      expect(res.status).toBe(201);
      expect(header(res.headers, 'location')).toMatch(
        new RegExp(`^https://${HOST.replaceAll('.', '\\.')}/api/v1/tus/upload/[\\w-]+$`),
      );
    });

    it('sends a form upload an instance could not take to the next one, whole', async () => {
      const file = join(dir, 'form.bin');
      for (let i = 0; i < 4; i++) {
        // 200 KB: more than nginx keeps in memory, so it is buffered in its temporary folder.
        const bytes = randomBytes(200 * 1024);
        writeFileSync(file, bytes);
        const body = join(dir, `form-${i}.json`);
        const res = await curl([
          '-o',
          body,
          '-H',
          `Authorization: Bearer ${token}`,
          '-F',
          `file=@${file};filename=form-${i}.bin`,
          https('/api/v1/file-entries'),
        ]);
        expect(res.status).toBe(200);
        const { fileEntry } = JSON.parse(readFileSync(body, 'utf8')) as {
          fileEntry: { hash: string; file_size: number };
        };
        expect(fileEntry.file_size).toBe(bytes.length);
        const back = join(dir, `form-${i}.back`);
        const get = await curl([
          '-o',
          back,
          '-H',
          `Authorization: Bearer ${token}`,
          https(`/api/v1/file-entries/${fileEntry.hash}`),
        ]);
        expect(get.status).toBe(200);
        expect(readFileSync(back).equals(bytes)).toBe(true);
      }
    });

    it('streams a large WebDAV PUT through and back, byte for byte', async () => {
      const bytes = randomBytes(24 * 1024 * 1024);
      const file = join(dir, 'big.bin');
      writeFileSync(file, bytes);
      const auth = `${user.email}:${token}`;
      const put = await curl(['-o', '/dev/null', '-u', auth, '-T', file, https('/dav/big.bin')]);
      expect(put.status).toBe(201);
      const back = join(dir, 'back.bin');
      const get = await curl(['-o', back, '-u', auth, https('/dav/big.bin')]);
      expect(get.status).toBe(200);
      const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
      expect(sha(readFileSync(back))).toBe(sha(bytes));
      const list = await curl([
        '-o',
        '/dev/null',
        '-u',
        auth,
        '-X',
        'PROPFIND',
        '-H',
        'Depth: 1',
        https('/dav/'),
      ]);
      expect(list.status).toBe(207);
    }, 60_000);
  },
  { TRUST_PROXY: 'loopback' },
);
