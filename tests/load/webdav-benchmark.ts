/**
 * Issue 31: a WebDAV `PROPFIND` (Depth 1) of a folder holding 10,000 entries against the
 * web app's listing of the same folder, over HTTP on loopback. The web side reads the whole
 * folder as the web client would to hold it all: every page of `GET drive/file-entries`,
 * at the largest page size the API allows (100) and at the client's own (50). The WebDAV
 * side reads the whole 207 answer (rclone's property set, and `allprop`), and the time to
 * its first byte shows that it streams. Target: PROPFIND ≤ 3× the web listing (100 a page).
 * Medians of RUNS runs after a warm-up; the server runs in this process, the client is fetch.
 * Prints the report and writes tests/load/reports/webdav.json.
 *
 *   pnpm bench:webdav      # ENTRIES=10000 RUNS=5 DATABASE_URL=(sqlite)
 */
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import {
  benchUser,
  reportHead,
  seedBigFolder,
  startBenchServer,
  writeReport,
} from './bench-server';
import { cookiesOf, round } from './bench-stats';

const entries = Number(process.env.ENTRIES ?? 10_000);
const runs = Number(process.env.RUNS ?? 5);
const reportPath = fileURLToPath(new URL('./reports/webdav.json', import.meta.url));
const PASSWORD = 'benchmark password';
const TARGET_RATIO = 3;

/** What rclone asks of every member (its `webdav` backend, vendor `other`). */
const RCLONE_PROPS = `<?xml version="1.0" encoding="utf-8"?>
<d:propfind xmlns:d="DAV:"><d:prop><d:displayname/><d:getlastmodified/><d:getcontentlength/><d:resourcetype/><d:getcontenttype/><d:getetag/></d:prop></d:propfind>`;

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return round(sorted[Math.floor(sorted.length / 2)]!);
}

async function main() {
  const loadBefore = loadavg()[0]!;
  const server = await startBenchServer('coffer-bench-dav-');
  const { app, config, url } = server;
  try {
    const email = 'bench-dav@example.com';
    const user = await benchUser(app, email, PASSWORD);
    const folder = await seedBigFolder(app, user.id, entries);

    const login = await fetch(`${url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: email, password: PASSWORD }),
    });
    const cookie = cookiesOf(login);
    const basic = `Basic ${Buffer.from(`${email}:${PASSWORD}`).toString('base64')}`;

    /** Every page of the web listing; answers the ms and the entries read. */
    const webListing = async (perPage: number) => {
      const started = performance.now();
      let seen = 0;
      for (let page = 1; ; page++) {
        const res = await fetch(
          `${url}/api/v1/drive/file-entries?section=folder&folderId=${folder.hash}&perPage=${perPage}&page=${page}&orderBy=name&orderDir=asc`,
          { headers: { cookie, accept: 'application/json' } },
        );
        const body = (await res.json()) as { pagination: { data: unknown[]; last_page: number } };
        seen += body.pagination.data.length;
        if (page >= body.pagination.last_page) break;
      }
      if (seen !== entries) throw new Error(`web listing read ${seen} entries`);
      return performance.now() - started;
    };
    /** One PROPFIND Depth 1: ms to the first byte and to the end, and the members answered. */
    const propfind = async (body: string | undefined) => {
      const started = performance.now();
      const res = await fetch(`${url}/dav/Big%20folder/`, {
        method: 'PROPFIND',
        headers: { authorization: basic, depth: '1', 'content-type': 'application/xml' },
        body,
      });
      const reader = res.body!.getReader();
      let firstByte = 0;
      const chunks: Uint8Array[] = [];
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (!firstByte) firstByte = performance.now() - started;
        chunks.push(value);
      }
      const total = performance.now() - started;
      const text = Buffer.concat(chunks).toString('utf8');
      const members = text.split('<D:response>').length - 2;
      if (res.status !== 207 || members !== entries) {
        throw new Error(`PROPFIND answered ${res.status} with ${members} members`);
      }
      return { firstByte, total, bytes: text.length };
    };

    // Warm-up (JIT, prepared statements, the trusted password) before measuring.
    await webListing(100);
    await propfind(RCLONE_PROPS);
    await propfind(undefined);
    const web100: number[] = [];
    const web50: number[] = [];
    const davRclone: Array<{ firstByte: number; total: number; bytes: number }> = [];
    const davAll: Array<{ firstByte: number; total: number; bytes: number }> = [];
    for (let i = 0; i < runs; i++) {
      web100.push(await webListing(100));
      web50.push(await webListing(50));
      davRclone.push(await propfind(RCLONE_PROPS));
      davAll.push(await propfind(undefined));
    }
    const webMs = median(web100);
    const rcloneMs = median(davRclone.map((r) => r.total));
    const allMs = median(davAll.map((r) => r.total));
    const report = {
      ...reportHead(loadBefore, config.database.kind),
      folderEntries: entries,
      runs,
      webListingMs: { perPage100: webMs, perPage50: median(web50), samples100: web100.map(round) },
      propfindRcloneProps: {
        ms: rcloneMs,
        firstByteMs: median(davRclone.map((r) => r.firstByte)),
        bytes: davRclone[0]!.bytes,
        samples: davRclone.map((r) => round(r.total)),
      },
      propfindAllprop: {
        ms: allMs,
        firstByteMs: median(davAll.map((r) => r.firstByte)),
        bytes: davAll[0]!.bytes,
      },
      ratio: round(rcloneMs / webMs),
      ratioAllprop: round(allMs / webMs),
      ratioTarget: TARGET_RATIO,
      ratioMet: rcloneMs / webMs <= TARGET_RATIO && allMs / webMs <= TARGET_RATIO,
    };
    writeReport(reportPath, report);
  } finally {
    await server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
