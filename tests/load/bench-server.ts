/**
 * What the drive benchmarks share: a server built in this process on a temporary data
 * folder (SQLite, or `DATABASE_URL`), listening on loopback; a signed-up user; and a folder
 * of `entries` entries (a tenth of them folders, the rest files of mixed types, so "folders
 * first" has work to do), seeded straight into the database (through the API the seeding
 * would measure the API).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  assignRole,
  buildApp,
  createFileEntry,
  hashPassword,
  insertUser,
  loadConfig,
  ROLE_USERS,
} from '@coffer/server/bench';
import { round } from './bench-stats';

type App = Awaited<ReturnType<typeof buildApp>>;

export async function startBenchServer(prefix: string) {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const webDist = join(dataDir, 'web');
  mkdirSync(webDist, { recursive: true });
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Coffer</title>');
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    DATABASE_URL: process.env.DATABASE_URL ?? '',
  });
  const app = await buildApp(config, { logger: false, generateAdmin: false, jobs: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    config,
    url,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** An account with a verified address and the users role. */
export async function benchUser(app: App, email: string, password: string) {
  const user = await insertUser(
    app.db,
    {
      email,
      name: 'Bench',
      password: await hashPassword(password),
      email_verified_at: new Date().toISOString(),
    },
    app.clock.iso(),
  );
  await assignRole(app.db, user.id, ROLE_USERS);
  return user;
}

/** "Big folder" at the user's root, holding `entries` entries. */
export function seedBigFolder(app: App, ownerId: number, entries: number) {
  return app.db.transaction().execute(async (trx) => {
    const parent = await createFileEntry(trx, {
      now: app.clock.iso(),
      name: 'Big folder',
      type: 'folder',
      parentId: null,
      ownerId,
      workspaceId: 0,
    });
    for (let i = 0; i < entries; i++) {
      const folderRow = i % 10 === 0;
      await createFileEntry(trx, {
        now: app.clock.iso(),
        name: folderRow ? `Folder ${i}` : `file-${i}.${['txt', 'png', 'pdf', 'mp3'][i % 4]}`,
        type: folderRow ? 'folder' : undefined,
        size: folderRow ? 0 : 1000 + i,
        parentId: parent.id,
        ownerId,
        workspaceId: 0,
      });
    }
    return parent;
  });
}

/** What every report opens with: when, on what, how busy the machine was, which database. */
export function reportHead(loadBefore: number, database: string) {
  return {
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    loadAverage1m: { before: round(loadBefore), after: round(loadavg()[0]!) },
    database,
  };
}

/** Prints a report and writes it to `path` (under tests/load/reports). */
export function writeReport(path: string, report: object): void {
  console.log(JSON.stringify(report, null, 2));
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(report, null, 2)}\n`);
}
