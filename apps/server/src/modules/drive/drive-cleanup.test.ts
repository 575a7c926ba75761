import { expect, it } from 'vitest';
import { confirmPassword, createUser, signIn } from '../../../test/auth';
import { describeServer } from '../../../test/harness';
import { jobsDb, runDueJobs } from '../../platform/jobs';
import type { StoredObject } from './bytes';
import { createFileRow, createFolder, createWorkspace } from './drive.test-support';
import { TRASH_RETENTION_TASK } from './index';
import { driveDb, findEntry } from './repo';

describeServer('drive clean-ups: trash retention, account and workspace deletion', (server) => {
  const deleted: StoredObject[] = [];
  const installStorage = () => {
    server().app.driveBytes = {
      delete: async (objects) => {
        deleted.push(...objects);
      },
      copy: async (o) => o,
    };
  };

  it('purges entries trashed longer than drive.trash_retention_days, with their bytes, and logs the run', async () => {
    installStorage();
    const app = server().app;
    const user = await createUser(server());
    const browser = await signIn(server(), user);
    const old = await createFolder(server(), 'Old', { ownerId: user.row.id });
    const inside = await createFileRow(server(), 'in.bin', {
      ownerId: user.row.id,
      parentId: old.id,
      storageKey: 'old-key',
      storageDriver: 'local',
    });
    const fresh = await createFileRow(server(), 'fresh.bin', { ownerId: user.row.id });
    await browser.post('/api/v1/file-entries/delete', { entryIds: [old.id, fresh.id] });
    const longAgo = new Date(Date.now() - 31 * 24 * 60 * 60_000).toISOString();
    await driveDb(app.db)
      .updateTable('file_entries')
      .set({ deleted_at: longAgo })
      .where('id', 'in', [old.id, inside.id])
      .execute();
    await jobsDb(app.db).deleteFrom('schedules').where('name', '=', TRASH_RETENTION_TASK).execute();

    await runDueJobs(app);

    expect(await findEntry(app.db, old.id)).toBeUndefined();
    expect(await findEntry(app.db, inside.id)).toBeUndefined();
    expect((await findEntry(app.db, fresh.id))?.deleted_at).not.toBeNull();
    expect(deleted).toContainEqual({ driver: 'local', key: 'old-key' });
    const log = await jobsDb(app.db)
      .selectFrom('schedule_log')
      .selectAll()
      .where('job', '=', TRASH_RETENTION_TASK)
      .execute();
    expect(log.at(-1)).toMatchObject({ status: 'success' });
    expect(log.at(-1)?.message).toMatch(/^Purged 2 entries/);
  });

  it('keeps the byte deletion queued while no storage is installed', async () => {
    const app = server().app;
    const { noStorage } = await import('./bytes');
    app.driveBytes = noStorage;
    const user = await createUser(server());
    const browser = await signIn(server(), user);
    const file = await createFileRow(server(), 'k.bin', {
      ownerId: user.row.id,
      storageKey: 'kept',
      storageDriver: 'local',
    });
    await browser.post('/api/v1/file-entries/delete', { entryIds: [file.id], deleteForever: true });
    await runDueJobs(app);
    const job = await jobsDb(app.db)
      .selectFrom('jobs')
      .selectAll()
      .where('payload', 'like', '%kept%')
      .executeTakeFirstOrThrow();
    expect(job.last_error).toMatch(/No storage driver/);
  });

  it('removes an account’s entries (and bytes) when the account is deleted', async () => {
    installStorage();
    const app = server().app;
    const user = await createUser(server());
    const browser = await signIn(server(), user);
    const other = await createUser(server());
    const ws = await createWorkspace(server(), user.row.id, [{ userId: other.row.id, roleId: 2 }]);
    const mine = await createFileRow(server(), 'mine.bin', {
      ownerId: user.row.id,
      storageKey: 'acct-1',
      storageDriver: 'local',
    });
    const teamFile = await createFileRow(server(), 'team.bin', {
      ownerId: other.row.id,
      workspaceId: ws,
      storageKey: 'acct-2',
      storageDriver: 'local',
    });
    const keep = await createFileRow(server(), 'keep.bin', { ownerId: other.row.id });
    await confirmPassword(browser, user.password);
    const res = await browser.delete('/api/v1/users/me?deleteCurrentUser=true');
    expect(res.status).toBe(200);
    await runDueJobs(app);
    expect(await findEntry(app.db, mine.id)).toBeUndefined();
    expect(await findEntry(app.db, teamFile.id)).toBeUndefined();
    expect(await findEntry(app.db, keep.id)).toBeDefined();
    expect(deleted.map((d) => d.key)).toEqual(expect.arrayContaining(['acct-1', 'acct-2']));
  });

  it('removes a workspace’s entries (and bytes) when the workspace is deleted', async () => {
    installStorage();
    const app = server().app;
    const user = await createUser(server());
    const browser = await signIn(server(), user);
    const ws = await createWorkspace(server(), user.row.id);
    const folder = await createFolder(server(), 'W', { ownerId: user.row.id, workspaceId: ws });
    const file = await createFileRow(server(), 'w.bin', {
      ownerId: user.row.id,
      parentId: folder.id,
      storageKey: 'ws-1',
      storageDriver: 'local',
    });
    const personal = await createFileRow(server(), 'p.bin', { ownerId: user.row.id });
    expect((await browser.delete(`/api/v1/workspace/${ws}`)).status).toBe(200);
    await runDueJobs(app);
    expect(await findEntry(app.db, file.id)).toBeUndefined();
    expect(await findEntry(app.db, personal.id)).toBeDefined();
    expect(deleted.map((d) => d.key)).toContain('ws-1');
  });
});
