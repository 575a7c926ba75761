/**
 * Issue 9 storage benchmarks, all on loopback against the real server (local-disk driver):
 *  (a) upload: one tus PATCH of SIZE_MB, as a ratio to `socat` taking the same bytes from the
 *      same client over loopback TCP into a file on the same disk (the ceiling of a socket-fed
 *      writer, target ≥ 0.8; said and skipped when socat is missing), and to `dd` writing
 *      them from /dev/zero. All are timed until the bytes are durable: dd with
 *      conv=fdatasync, the upload and socat with a `sync` of their file.
 *  (b) download: `GET api/v1/file-entries/{hash}` of that file, as a ratio to nginx (Debian's,
 *      started here with a temp config, sendfile on) serving the very same file (target ≥ 0.9).
 *  (c) zip: `GET api/v1/file-entries/download/{folder}` of a ZIP_MB tree, as a ratio to
 *      `zip -0 -r - tree > /dev/null` of the same files (target ≥ 0.8).
 * Every client runs in a process of its own, never on the server's event loop: the upload's
 * is a Node child process (dd is one process too), the downloads' and zips' is curl, the same
 * for the server and for nginx.
 * Each transfer runs RUNS times, interleaved with its reference; the medians are compared.
 * Writes tests/load/reports/storage.json.
 *
 *   pnpm bench:storage          # SIZE_MB=1024 ZIP_MB=512 RUNS=3 BENCH_DIR=(os tmpdir)
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  assignRole,
  buildApp,
  createFileEntry,
  hashPassword,
  insertUser,
  loadConfig,
  newStorageKey,
  ROLE_USERS,
} from '@coffer/server/bench';
import {
  ddWrite,
  hasSocat,
  MiB,
  round,
  seconds,
  startNginx,
  timedGet,
  timedPatch,
  timedSocat,
} from './storage-bench-support';

const sizeMb = Number(process.env.SIZE_MB ?? 1024);
const zipMb = Number(process.env.ZIP_MB ?? 512);
const runs = Number(process.env.RUNS ?? 3);
const benchRoot = process.env.BENCH_DIR ?? tmpdir();
const reportPath = fileURLToPath(new URL('./reports/storage.json', import.meta.url));
const PASSWORD = 'benchmark password';
const targets = { upload: 0.8, uploadToSocat: 0.8, download: 0.9, zip: 0.8 };

async function main() {
  const loadBefore = loadavg()[0] ?? 0;
  const dataDir = mkdtempSync(join(benchRoot, 'coffer-bench-storage-'));
  const webDist = join(dataDir, 'web');
  mkdirSync(webDist, { recursive: true });
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Coffer</title>');
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST: webDist });
  const app = await buildApp(config, { logger: false, generateAdmin: false, jobs: false });
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  try {
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const user = await insertUser(
      app.db,
      {
        email: 'bench-storage@example.com',
        name: 'Bench',
        password: await hashPassword(PASSWORD),
        email_verified_at: new Date().toISOString(),
      },
      app.clock.iso(),
    );
    await assignRole(app.db, user.id, ROLE_USERS);
    const login = await fetch(`${url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: user.email, password: PASSWORD }),
    });
    if (login.status !== 200) throw new Error(`login answered ${login.status}`);
    const cookies = login.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
    const cookie = cookies.join('; ');
    const xsrf = decodeURIComponent(
      cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.slice(11) ?? '',
    );
    const auth = { cookie, 'x-xsrf-token': xsrf };

    // (a) upload vs dd
    const size = sizeMb * MiB;
    const uploadRuns: number[] = [];
    // The server process's CPU seconds per PATCH (the client is another process).
    const uploadCpu: number[] = [];
    const ddRuns: number[] = [];
    const ddCpu: number[] = [];
    const socat = hasSocat();
    if (!socat)
      console.error(
        'socat is not installed: the upload is compared with dd only, not with the socket-to-file ceiling (Debian: apt-get install -y socat).',
      );
    const socatRuns: number[] = [];
    let hash = '';
    for (let i = 0; i < runs; i++) {
      const created = await fetch(`${url}/api/v1/tus/upload`, {
        method: 'POST',
        headers: {
          ...auth,
          'Tus-Resumable': '1.0.0',
          'Upload-Length': String(size),
          'Upload-Metadata': `name ${Buffer.from(`big-${i}.bin`).toString('base64')}`,
        },
      });
      const location = created.headers.get('location');
      if (created.status !== 201 || !location)
        throw new Error(`tus create answered ${created.status}`);
      const id = location.split('/').pop() ?? '';
      spawnSync('sync');
      const cpuBefore = process.cpuUsage();
      const patch = await timedPatch(`${url}/api/v1/tus/upload/${id}`, auth, size);
      const cpu = process.cpuUsage(cpuBefore);
      uploadCpu.push((cpu.user + cpu.system) / 1e6);
      if (patch.status !== 204) throw new Error(`PATCH answered ${patch.status}`);
      // Durable like dd's fdatasync: the upload counts once its bytes are on the disk.
      const syncing = process.hrtime.bigint();
      spawnSync('sync', [join(dataDir, 'storage', 'tus', id)]);
      uploadRuns.push(patch.s + seconds(syncing));
      spawnSync('sync');
      if (socat) {
        socatRuns.push(await timedSocat(join(dataDir, 'storage', 'socat.bin'), size));
        spawnSync('sync');
      }
      const dd = ddWrite(join(dataDir, 'storage', 'dd.bin'), sizeMb);
      ddRuns.push(dd.s);
      ddCpu.push(dd.cpu);
      const entry = await fetch(`${url}/api/v1/tus/entries`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ uploadKey: id }),
      });
      const json = (await entry.json()) as { fileEntry: { hash: string } };
      if (i === 0) hash = json.fileEntry.hash;
      console.error(
        `upload run ${i + 1}: tus ${uploadRuns[i]!.toFixed(2)} s (server CPU ${uploadCpu[i]!.toFixed(2)} s), ${socat ? `socat ${socatRuns[i]!.toFixed(2)} s, ` : ''}dd ${ddRuns[i]!.toFixed(2)} s (CPU ${ddCpu[i]!.toFixed(2)} s) (load ${loadavg()[0]!.toFixed(1)})`,
      );
    }

    // (b) download vs nginx on the same file
    const row = (await app.db
      .selectFrom('file_entries' as never)
      .select(['storage_key' as never])
      .where('hash' as never, '=', hash as never)
      .executeTakeFirstOrThrow()) as { storage_key: string };
    const storageRoot = join(dataDir, 'storage');
    // Inside the data dir, so it goes with it at the end.
    const nginxDir = mkdtempSync(join(dataDir, 'nginx-'));
    // nginx's workers run as an unprivileged user: let them read the (0700) temp dirs.
    execFileSync('chmod', ['-R', 'a+rX', dataDir, nginxDir]);
    nginx = await startNginx(storageRoot, nginxDir);
    const downloadRuns: number[] = [];
    const nginxRuns: number[] = [];
    await timedGet(`${nginx.url}/${row.storage_key}`); // warm the page cache
    // CPU seconds each server spent per GET: holds where the wall-clock swings with load.
    const downloadCpu: number[] = [];
    const nginxCpu: number[] = [];
    for (let i = 0; i < runs; i++) {
      const cpuBefore = process.cpuUsage();
      const ours = await timedGet(`${url}/api/v1/file-entries/${hash}`, { cookie });
      const cpu = process.cpuUsage(cpuBefore);
      downloadCpu.push((cpu.user + cpu.system) / 1e6);
      if (ours.bytes !== size) throw new Error(`download gave ${ours.bytes} bytes`);
      downloadRuns.push(ours.s);
      const nginxBefore = nginx.cpuSeconds();
      const theirs = await timedGet(`${nginx.url}/${row.storage_key}`);
      nginxCpu.push(nginx.cpuSeconds() - nginxBefore);
      if (theirs.bytes !== size) throw new Error(`nginx gave ${theirs.bytes} bytes`);
      nginxRuns.push(theirs.s);
      console.error(
        `download run ${i + 1}: server ${ours.s.toFixed(2)} s (CPU ${downloadCpu[i]!.toFixed(2)} s), nginx ${theirs.s.toFixed(2)} s (CPU ${nginxCpu[i]!.toFixed(2)} s) (load ${loadavg()[0]!.toFixed(1)})`,
      );
    }

    // (c) folder zip vs zip -0 -r of the same tree
    const tree = join(dataDir, 'tree');
    const folder = await app.db.transaction().execute((trx) =>
      createFileEntry(trx, {
        now: app.clock.iso(),
        name: 'tree',
        type: 'folder',
        parentId: null,
        ownerId: user.id,
        workspaceId: 0,
      }),
    );
    const fileSizes = [8 * MiB, 2 * MiB, 512 * 1024, 64 * 1024];
    let written = 0;
    let files = 0;
    const block = randomBytes(8 * MiB);
    for (let i = 0; written < zipMb * MiB; i++) {
      const sub = `dir-${i % 8}/sub-${i % 3}`;
      const bytes = fileSizes[i % fileSizes.length] ?? MiB;
      mkdirSync(join(tree, sub), { recursive: true });
      const path = join(tree, sub, `file-${i}.bin`);
      writeFileSync(path, block.subarray(0, bytes));
      const key = newStorageKey();
      await app.storages.local.put(key, createReadStream(path));
      await app.db.transaction().execute((trx) =>
        createFileEntry(trx, {
          now: app.clock.iso(),
          name: `file-${i}.bin`,
          size: bytes,
          parentId: folder.id,
          relativePath: sub,
          ownerId: user.id,
          workspaceId: 0,
          storageDriver: 'local',
          storageKey: key,
        }),
      );
      written += bytes;
      files++;
    }
    const zipRuns: number[] = [];
    const zipCliRuns: number[] = [];
    let zipBytes = 0;
    for (let i = 0; i < runs; i++) {
      const ours = await timedGet(`${url}/api/v1/file-entries/download/${folder.hash}`, { cookie });
      zipBytes = ours.bytes;
      zipRuns.push(ours.s);
      const started = process.hrtime.bigint();
      execFileSync('sh', ['-c', 'zip -0 -r -q - tree > /dev/null'], { cwd: dataDir });
      zipCliRuns.push(seconds(started));
    }

    // Medians: on a shared machine single runs swing by several times either way.
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    const mbps = (bytes: number, s: number) => round(bytes / MiB / s, 1);
    const report = {
      date: new Date().toISOString(),
      disk: benchRoot,
      machine: {
        cpus: cpus().length,
        loadAverage1mBefore: round(loadBefore, 1),
        loadAverage1mAfter: round(loadavg()[0] ?? 0, 1),
      },
      upload: {
        sizeMiB: sizeMb,
        tusPatchMiBps: mbps(size, median(uploadRuns)),
        ddMiBps: mbps(size, median(ddRuns)),
        ratio: round(median(ddRuns) / median(uploadRuns)),
        target: targets.upload,
        // The ceiling of a socket-fed writer (issue 21): socat, loopback TCP → the same disk.
        socatMiBps: socat ? mbps(size, median(socatRuns)) : null,
        ratioToSocat: socat ? round(median(socatRuns) / median(uploadRuns)) : null,
        targetToSocat: targets.uploadToSocat,
        runsSeconds: {
          tus: uploadRuns.map((s) => round(s)),
          socat: socatRuns.map((s) => round(s)),
          dd: ddRuns.map((s) => round(s)),
        },
        // CPU the server process spent per PATCH: holds where the wall-clock swings with load.
        serverCpuSeconds: uploadCpu.map((s) => round(s)),
        ddCpuSeconds: ddCpu.map((s) => round(s)),
      },
      download: {
        sizeMiB: sizeMb,
        serverMiBps: mbps(size, median(downloadRuns)),
        nginxMiBps: mbps(size, median(nginxRuns)),
        ratio: round(median(nginxRuns) / median(downloadRuns)),
        target: targets.download,
        runsSeconds: {
          server: downloadRuns.map((s) => round(s)),
          nginx: nginxRuns.map((s) => round(s)),
        },
        cpuSeconds: {
          server: downloadCpu.map((s) => round(s)),
          nginx: nginxCpu.map((s) => round(s)),
        },
      },
      zip: {
        treeMiB: round(written / MiB, 1),
        files,
        zipBytes,
        serverMiBps: mbps(written, median(zipRuns)),
        zipCliMiBps: mbps(written, median(zipCliRuns)),
        ratio: round(median(zipCliRuns) / median(zipRuns)),
        target: targets.zip,
        runsSeconds: {
          server: zipRuns.map((s) => round(s)),
          zipCli: zipCliRuns.map((s) => round(s)),
        },
      },
    };
    mkdirSync(join(reportPath, '..'), { recursive: true });
    writeFileSync(reportPath, `${JSON.stringify(report, null, 2)}\n`);
    console.log(JSON.stringify(report, null, 2));
    statSync(reportPath);
  } finally {
    nginx?.stop();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
