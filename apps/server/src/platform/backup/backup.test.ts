import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createAccessToken, createUser, signIn } from '../../../test/auth';
import { databaseKinds, startTestServer } from '../../../test/harness';
import { buildApp } from '../../app';
import { davClient } from '../../modules/drive/webdav/dav.test-support';
import { backupInstall, restoreInstall } from '.';

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Empties an install: its database (the SQLite file, or every table of the schema) and files. */
async function wipe(config: Awaited<ReturnType<typeof startTestServer>>['server']['config']) {
  if (config.database.kind === 'sqlite') {
    for (const suffix of ['', '-wal', '-shm'])
      rmSync(`${config.database.file}${suffix}`, { force: true });
  } else {
    const url = new URL(config.database.url);
    const schema = url.searchParams.get('schema')!;
    url.searchParams.delete('schema');
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    await client.query(`drop schema "${schema}" cascade`);
    await client.query(`create schema "${schema}"`);
    await client.end();
  }
  rmSync(join(config.dataDir, 'storage'), { recursive: true, force: true });
}

/*
 * The backup runbook (docs/operations.md), end to end on each database: files uploaded, a
 * backup taken while the server runs, the install wiped, the backup restored, and a new
 * server on it serves every file byte for byte to the same account and app password.
 */
describe('backup and restore', () => {
  for (const kind of databaseKinds()) {
    it(`brings a wiped install back, every file byte-exact [${kind}]`, async () => {
      const { server, cleanup } = await startTestServer(kind);
      const work = mkdtempSync(join(tmpdir(), 'coffer-backup-test-'));
      let restored: Awaited<ReturnType<typeof buildApp>> | undefined;
      try {
        const user = await createUser(server);
        const token = await createAccessToken(await signIn(server, user), user.password, 'backup');
        const dav = davClient(() => server, user.email, token);
        const files: Record<string, Buffer> = {
          '/dav/notes.txt': Buffer.from('notes before the backup'),
          '/dav/Photos/big.bin': randomBytes(3 * 1024 * 1024),
          '/dav/Photos/empty.txt': Buffer.alloc(0),
        };
        expect((await dav.mkcol('/dav/Photos/')).status).toBe(201);
        for (const [path, bytes] of Object.entries(files)) {
          expect((await dav.put(path, bytes)).status).toBe(201);
        }
        const file = join(work, 'coffer.tar.gz');
        const manifest = await backupInstall(server.config, file);
        expect(manifest).toMatchObject({ format: 1, database: kind, storage: true });

        await server.app.close();
        await wipe(server.config);
        expect(readdirSync(server.config.dataDir)).not.toContain('storage');
        await restoreInstall(server.config, file);
        // A second restore over the restored install is refused without --force.
        await expect(restoreInstall(server.config, file)).rejects.toThrow(/--force/);

        restored = await buildApp(server.config, { logger: false, generateAdmin: false });
        const url = await restored.listen({ port: 0, host: '127.0.0.1' });
        const again = davClient(
          () => ({ ...server, url, fetch: (p: string, i?: RequestInit) => fetch(`${url}${p}`, i) }),
          user.email,
          token,
        );
        for (const [path, bytes] of Object.entries(files)) {
          const res = await again.get(path);
          expect(res.status, path).toBe(200);
          expect(sha(new Uint8Array(await res.arrayBuffer())), path).toBe(sha(bytes));
        }
      } finally {
        await restored?.close();
        rmSync(work, { recursive: true, force: true });
        await cleanup();
      }
    }, 60_000);
  }
});
