/**
 * The transfer clients and reference tools of `storage-benchmark.ts`: timed GETs and tus
 * PATCHes on loopback, `dd` to the same disk, and Debian's nginx on a temp config.
 */
import { execFile, execFileSync, spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { join } from 'node:path';

export const MiB = 1024 * 1024;

export const seconds = (startNs: bigint) => Number(process.hrtime.bigint() - startNs) / 1e9;
export const round = (n: number, digits = 3) => Math.round(n * 10 ** digits) / 10 ** digits;

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/**
 * GETs `url` with curl in its own process, discarding the body; answers curl's own transfer
 * time (`time_total`, without its process start) and the bytes. The same client for the server
 * and nginx, and never on the server's event loop (a client reading in this process took
 * turns with the server it measured, while nginx had its process to itself).
 */
export function timedGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ s: number; bytes: number }> {
  const args = ['-sS', '-o', '/dev/null', '-w', '%{http_code} %{size_download} %{time_total}'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  return new Promise((resolve, reject) => {
    execFile('curl', [...args, url], (error, stdout) => {
      if (error) return reject(error);
      const [status, bytes, s] = stdout.trim().split(' ').map(Number);
      if ((status ?? 0) >= 300) return reject(new Error(`GET ${url} answered ${status}`));
      resolve({ s: s ?? 0, bytes: bytes ?? 0 });
    });
  });
}

/** Fields of /proc/PID/stat after the command name, so `fields[0]` is field 3 (state). */
function procStat(pid: number | 'self'): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}
const USER_HZ = 100; // `getconf CLK_TCK` on Linux

/** CPU seconds (user + system) spent so far by the given processes (Linux /proc). */
export function processCpuSeconds(pids: number[]): number {
  let total = 0;
  for (const pid of pids) {
    const fields = procStat(pid);
    total += (Number(fields[11]) + Number(fields[12])) / USER_HZ; // utime, stime
  }
  return total;
}

/** CPU seconds of this process's children that have ended and been waited for. */
function childrenCpuSeconds(): number {
  const fields = procStat('self');
  return (Number(fields[13]) + Number(fields[14])) / USER_HZ; // cutime, cstime
}

/**
 * The sending client: its own process, as dd is, so the server's event loop and the client's
 * do not take turns on one thread. Sends `size` bytes (a 16 MiB random block repeated),
 * honouring backpressure, once the parent says go: as a PATCH to `url` (answers the status),
 * or (`port`) as raw bytes over a TCP connection to that port (to socat).
 */
const SEND_CLIENT = `
  const { request } = require('node:http');
  const { connect } = require('node:net');
  const { randomBytes } = require('node:crypto');
  const { url, headers, size, port } = JSON.parse(process.argv[1]);
  const block = randomBytes(16 * 1024 * 1024);
  process.once('message', () => {
    const out = port
      ? connect(port, '127.0.0.1')
      : request(url, { method: 'PATCH', headers }, (res) => {
          res.resume();
          res.on('end', () => process.send({ status: res.statusCode }));
        });
    if (port) out.on('close', () => process.send({ status: 0 }));
    out.on('error', (error) => process.send({ status: 0, error: String(error) }));
    let sent = 0;
    const pump = () => {
      while (sent < size) {
        const n = Math.min(block.length, size - sent);
        sent += n;
        if (!out.write(n === block.length ? block : block.subarray(0, n))) return void out.once('drain', pump);
      }
      out.end();
    };
    pump();
  });
  process.send({ ready: true });
`;

/** Starts the sending client; `go()` lets it send, answering when it is done (its message). */
function sendingClient(settings: object): Promise<{
  go: () => Promise<{ status?: number; error?: string }>;
}> {
  return new Promise((resolve, reject) => {
    const client = spawn(process.execPath, ['-e', SEND_CLIENT, JSON.stringify(settings)], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    client.once('error', reject);
    client.once('message', () =>
      resolve({
        go: () =>
          new Promise((done) => {
            client.once('message', (message: { status?: number; error?: string }) => {
              client.kill();
              done(message);
            });
            client.send('go');
          }),
      }),
    );
  });
}

/** One PATCH of `size` bytes from a child process, timed from the first byte to the answer. */
export async function timedPatch(
  url: string,
  headers: Record<string, string>,
  size: number,
): Promise<{ s: number; status: number }> {
  const client = await sendingClient({
    url,
    size,
    headers: {
      ...headers,
      'Tus-Resumable': '1.0.0',
      'Upload-Offset': '0',
      'Content-Type': 'application/offset+octet-stream',
      'Content-Length': String(size),
    },
  });
  const started = process.hrtime.bigint();
  const message = await client.go();
  if (message.error) throw new Error(message.error);
  return { s: seconds(started), status: message.status ?? 0 };
}

/** Whether Debian's `socat` is installed (the upload's socket-to-file ceiling needs it). */
export function hasSocat(): boolean {
  return spawnSync('socat', ['-V'], { stdio: 'ignore' }).status === 0;
}

/**
 * The ceiling of any socket-fed writer on this machine: `socat` takes `size` bytes from the
 * same sending client over loopback TCP and writes them to `path`; timed as the PATCH is,
 * from the first byte until socat has written the last one and exited, then until the file
 * is durable (`sync`, as the upload's file after its PATCH).
 */
export async function timedSocat(path: string, size: number): Promise<number> {
  const port = await freePort();
  const socat = spawn(
    'socat',
    [
      '-d',
      '-d',
      '-u',
      // socat's own 8 KiB per read and write is slower than it can go: the ceiling is taken
      // with 1 MiB (the upload's own write buffer), or SOCAT_BUFFER bytes.
      '-b',
      process.env.SOCAT_BUFFER ?? String(MiB),
      `TCP-LISTEN:${port},bind=127.0.0.1,reuseaddr`,
      `OPEN:${path},creat,trunc`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  // Listening once it says so (`-d -d`); a probe connection would be the one it accepts.
  await new Promise<void>((resolve, reject) => {
    let said = '';
    socat.stderr.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes('listening on')) resolve();
    });
    socat.once('exit', (code) => reject(new Error(`socat exited (${code}): ${said}`)));
  });
  const exited = new Promise<void>((resolve) => socat.once('exit', () => resolve()));
  const client = await sendingClient({ port, size });
  const started = process.hrtime.bigint();
  const [message] = await Promise.all([client.go(), exited]);
  if (message.error) throw new Error(message.error);
  spawnSync('sync', [path]);
  const s = seconds(started);
  rmSync(path, { force: true });
  return s;
}

/** `dd` of `mb` MiB of zeroes to `path`, durable (fdatasync): seconds and dd's CPU seconds. */
export function ddWrite(path: string, mb: number): { s: number; cpu: number } {
  const cpuBefore = childrenCpuSeconds();
  const started = process.hrtime.bigint();
  const r = spawnSync(
    'dd',
    ['if=/dev/zero', `of=${path}`, 'bs=1M', `count=${mb}`, 'conv=fdatasync'],
    {
      stdio: 'ignore',
    },
  );
  if (r.status !== 0) throw new Error('dd failed');
  const s = seconds(started);
  const cpu = childrenCpuSeconds() - cpuBefore;
  rmSync(path, { force: true });
  return { s, cpu };
}

export async function startNginx(
  root: string,
  dir: string,
): Promise<{ url: string; stop: () => void; cpuSeconds: () => number }> {
  const port = await freePort();
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')};
events { worker_connections 64; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  default_type application/octet-stream;
  server { listen 127.0.0.1:${port}; root ${root}; }
}
`,
  );
  const child = spawn('/usr/sbin/nginx', ['-p', dir, '-c', conf, '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
  // Up once it answers at all (a 404 for a missing file); refused connections mean not yet.
  for (let up = false, i = 0; !up && i < 50; i++) {
    await new Promise((r) => setTimeout(r, 100));
    up = await timedGet(`http://127.0.0.1:${port}/missing`).then(
      () => true,
      (error: Error) => error.message.includes('answered'),
    );
  }
  // The master and its worker(s): the worker sends the bytes.
  const pids = () => {
    const workers = execFileSync('pgrep', ['-P', String(child.pid)], { encoding: 'utf8' });
    return [child.pid ?? 0, ...workers.split('\n').filter(Boolean).map(Number)];
  };
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => child.kill('SIGTERM'),
    cpuSeconds: () => processCpuSeconds(pids()),
  };
}
