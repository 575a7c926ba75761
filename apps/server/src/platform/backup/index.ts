import { execFile } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import type { Config } from '../../config';

const run = promisify(execFile);

/** What a backup holds, written into it as `coffer-backup.json`. */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: 'sqlite' | 'postgres';
  /** Whether the stored files of the local disk are in it (S3 buckets are backed up apart). */
  storage: boolean;
}

const MANIFEST = 'coffer-backup.json';
const SQLITE_FILE = 'database.sqlite';
const PG_FILE = 'database.pgdump';
/** What under DATA_DIR/storage is not kept: files being written (they are redone). */
const NOT_KEPT = ['storage/tmp'];

/** A PostgreSQL URL as pg_dump takes it, and the schema Coffer uses there (`?schema=`). */
function postgresTarget(url: string): { url: string; schema: string } {
  const parsed = new URL(url);
  const schema = parsed.searchParams.get('schema') ?? 'public';
  parsed.searchParams.delete('schema');
  return { url: parsed.toString(), schema };
}

/**
 * Backs up an install into one `.tar.gz`: the database (SQLite: an online snapshot through
 * SQLite's backup API, consistent while the server runs; PostgreSQL: `pg_dump` of Coffer's
 * schema) and, taken after it, the stored files under DATA_DIR/storage. Files that arrive
 * meanwhile are kept without a row (harmless); bytes a purge removes meanwhile may be missing
 * for rows that were on their way out anyway.
 */
export async function backupInstall(config: Config, file: string): Promise<BackupManifest> {
  const staging = mkdtempSync(join(tmpdir(), 'coffer-backup-'));
  try {
    const kind = config.database.kind;
    if (config.database.kind === 'sqlite') {
      const source = new SQLite(config.database.file, { readonly: true, fileMustExist: true });
      try {
        await source.backup(join(staging, SQLITE_FILE));
      } finally {
        source.close();
      }
    } else {
      const target = postgresTarget(config.database.url);
      await run('pg_dump', [
        '--format=custom',
        '--no-owner',
        `--schema=${target.schema}`,
        `--file=${join(staging, PG_FILE)}`,
        target.url,
      ]);
    }
    const storage = existsSync(join(config.dataDir, 'storage'));
    const manifest: BackupManifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      database: kind,
      storage,
    };
    writeFileSync(join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const database = kind === 'sqlite' ? SQLITE_FILE : PG_FILE;
    await run('tar', [
      '-czf',
      file,
      ...NOT_KEPT.map((path) => `--exclude=${path}`),
      '-C',
      staging,
      MANIFEST,
      database,
      ...(storage ? ['-C', config.dataDir, 'storage'] : []),
    ]);
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Restores a backup into the install `config` names, the server stopped: the database
 * (SQLite: the file under DATA_DIR; PostgreSQL: `pg_restore --clean` into Coffer's schema)
 * and the stored files. It refuses to overwrite an install that has a database unless
 * `force` (an SQLite file in DATA_DIR, or any table in the PostgreSQL schema).
 */
export async function restoreInstall(
  config: Config,
  file: string,
  { force = false }: { force?: boolean } = {},
): Promise<BackupManifest> {
  const staging = mkdtempSync(join(tmpdir(), 'coffer-restore-'));
  try {
    await run('tar', ['-xzf', file, '-C', staging]);
    const manifest = JSON.parse(readFileSync(join(staging, MANIFEST), 'utf8')) as BackupManifest;
    if (manifest.format !== 1) throw new Error(`Unknown backup format ${manifest.format}`);
    if (manifest.database !== config.database.kind) {
      throw new Error(
        `This backup holds a ${manifest.database} database; this install uses ${config.database.kind}.`,
      );
    }
    mkdirSync(config.dataDir, { recursive: true });
    if (config.database.kind === 'sqlite') {
      const target = config.database.file;
      if (existsSync(target) && !force) {
        throw new Error(`${target} exists: pass --force to replace this install's data.`);
      }
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${target}${suffix}`, { force: true });
      await run('cp', [join(staging, SQLITE_FILE), target]);
    } else {
      const target = postgresTarget(config.database.url);
      const { stdout } = await run('psql', [
        '-Atc',
        `select count(*) from information_schema.tables where table_schema = '${target.schema.replaceAll("'", "''")}'`,
        target.url,
      ]);
      if (Number(stdout.trim()) > 0 && !force) {
        throw new Error(`Schema ${target.schema} has tables: pass --force to replace them.`);
      }
      await run('pg_restore', [
        '--clean',
        '--if-exists',
        '--no-owner',
        `--dbname=${target.url}`,
        join(staging, PG_FILE),
      ]);
    }
    if (manifest.storage) {
      const storage = join(config.dataDir, 'storage');
      if (existsSync(storage) && readdirSync(storage).length > 0 && !force) {
        throw new Error(`${storage} is not empty: pass --force to replace the stored files.`);
      }
      rmSync(storage, { recursive: true, force: true });
      await run('cp', ['-a', join(staging, 'storage'), storage]);
    }
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
