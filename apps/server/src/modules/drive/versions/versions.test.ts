import { expect, it } from 'vitest';
import { describeServer, type TestServer } from '../../../../test/harness';
import { SERVER_KEY_PREFIX, writeSettings } from '../../../kernel/settings/repo';
import type { DB } from '../../../platform/db/tables.generated';
import { jobsDb, runDueJobs } from '../../../platform/jobs';
import { createFolder } from '../drive.test-support';
import { driveDb, findEntry } from '../repo';
import {
  jsonOf,
  signedInUser,
  uploadMultipart,
  uploadViaTus,
} from '../uploads/upload.test-support';
import { VERSION_RETENTION_TASK } from './service';

const text = (s: string) => new TextEncoder().encode(s);
const DAY = 24 * 60 * 60_000;

async function setServerSettings(server: TestServer, values: Record<string, unknown>) {
  await writeSettings(
    server.app.db,
    Object.entries(values).map(([key, value]) => [`${SERVER_KEY_PREFIX}${key}`, value] as const),
    server.app.clock.iso(),
  );
}

async function runRetention(server: TestServer) {
  await jobsDb(server.app.db)
    .deleteFrom('schedules')
    .where('name', '=', VERSION_RETENTION_TASK)
    .execute();
  await runDueJobs(server.app);
  // The byte deletions it queued.
  await runDueJobs(server.app);
}

function versionKeys(server: TestServer, entryId: number) {
  return driveDb(server.app.db)
    .withTables<Pick<DB, 'file_entry_versions'>>()
    .selectFrom('file_entry_versions')
    .select(['id', 'storage_key'])
    .where('file_entry_id', '=', entryId)
    .execute();
}

describeServer('file versions', (server) => {
  const session = signedInUser(server);
  const upload = async (name: string, content: string, fields: Record<string, string> = {}) => {
    const res = await uploadMultipart(server().url, session.browser, name, text(content), fields);
    expect(res.status).toBe(200);
    return (await jsonOf(res)).fileEntry;
  };
  const versionsOf = async (ref: string | number) => {
    const res = await session.browser.get(`/api/v1/file-entries/${ref}/versions`);
    expect(res.status).toBe(200);
    return res.json.versions as Array<{ id: number; file_size: number; uploader: unknown }>;
  };
  const bytesOf = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${server().url}${path}`, {
      headers: {
        cookie: [...session.browser.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...headers,
      },
    });
    return { status: res.status, body: await res.text(), headers: res.headers };
  };

  it('given a second upload of a name (multipart, then tus), then the same entry takes the new bytes and keeps the old ones as versions', async () => {
    const folder = await createFolder(server(), 'Reports', { ownerId: session.user.row.id });
    const parentId = String(folder.id);
    const first = await upload('q1.txt', 'first draft', { parentId });
    const second = await upload('q1.txt', 'second draft!', { parentId });
    expect(second).toMatchObject({ id: first.id, hash: first.hash, file_size: 13 });
    const viaTus = await uploadViaTus(server().url, session.browser, 'q1.txt', text('third'), {
      parentId: folder.id,
    });
    expect(viaTus.json.fileEntry).toMatchObject({ id: first.id, file_size: 5 });

    const versions = await versionsOf(first.hash);
    expect(versions.map((v) => v.file_size)).toEqual([13, 11]);
    expect(versions[0]?.uploader).toMatchObject({ id: session.user.row.id });
    expect((await bytesOf(`/api/v1/file-entries/${first.id}`)).body).toBe('third');
    const older = await bytesOf(`/api/v1/file-entries/${first.id}/versions/${versions[1]!.id}`);
    expect(older).toMatchObject({ status: 200, body: 'first draft' });
    const ranged = await bytesOf(`/api/v1/file-entries/${first.id}/versions/${versions[1]!.id}`, {
      range: 'bytes=0-4',
    });
    expect(ranged).toMatchObject({ status: 206, body: 'first' });
    const attachment = await bytesOf(
      `/api/v1/file-entries/${first.id}/versions/${versions[1]!.id}?download=1`,
    );
    expect(attachment.headers.get('content-disposition')).toMatch(/^attachment/);
    // The folder's total follows the current content only.
    expect(Number((await findEntry(server().app.db, folder.id))?.file_size)).toBe(5);
    // Versions count against the owner's quota.
    const usage = await session.browser.get('/api/v1/user/space-usage');
    expect(usage.json.used).toBeGreaterThanOrEqual(5 + 13 + 11);
  });

  it('given keepBoth, then the upload is a numbered copy and no version is made', async () => {
    const kept = await upload('keep.txt', 'one');
    const copy = await upload('keep.txt', 'two', { onConflict: 'keepBoth' });
    expect(copy.id).not.toBe(kept.id);
    expect(copy.name).toBe('keep (1).txt');
    expect(await versionsOf(kept.id)).toEqual([]);
    const bad = await uploadMultipart(server().url, session.browser, 'keep.txt', text('x'), {
      onConflict: 'overwrite',
    });
    expect(bad.status).toBe(422);
    expect((await jsonOf(bad)).errors.onConflict).toBeDefined();
  });

  it('given a restore, then the version is the content again and what it replaced becomes a version', async () => {
    const entry = await upload('plan.txt', 'plan A');
    await upload('plan.txt', 'plan B, longer');
    const [version] = await versionsOf(entry.id);
    const res = await session.browser.post(
      `/api/v1/file-entries/${entry.id}/versions/${version!.id}/restore`,
    );
    expect(res.status).toBe(200);
    expect(res.json.fileEntry).toMatchObject({ id: entry.id, hash: entry.hash, file_size: 6 });
    expect((await bytesOf(`/api/v1/file-entries/${entry.id}`)).body).toBe('plan A');
    const after = await versionsOf(entry.id);
    expect(after.map((v) => v.file_size)).toEqual([14]);
    expect((await bytesOf(`/api/v1/file-entries/${entry.id}/versions/${after[0]!.id}`)).body).toBe(
      'plan B, longer',
    );
    // The restored version is no longer one.
    const again = await session.browser.post(
      `/api/v1/file-entries/${entry.id}/versions/${version!.id}/restore`,
    );
    expect(again.status).toBe(404);
  });

  it('given a delete, then the version and its bytes go and the current content stays', async () => {
    const entry = await upload('gone.txt', 'old bytes');
    await upload('gone.txt', 'new bytes');
    const [version] = await versionsOf(entry.id);
    const path = `/api/v1/file-entries/${entry.id}/versions/${version!.id}`;
    const res = await session.browser.request('DELETE', path);
    expect(res.status).toBe(200);
    await runDueJobs(server().app);
    expect(await versionsOf(entry.id)).toEqual([]);
    expect((await bytesOf(path)).status).toBe(404);
    expect((await bytesOf(`/api/v1/file-entries/${entry.id}`)).body).toBe('new bytes');
  });

  it('given malformed calls, then they get 4xx with field messages and nothing changes', async () => {
    const entry = await upload('odd.txt', 'odd');
    const notANumber = await session.browser.get(`/api/v1/file-entries/${entry.id}/versions/abc`);
    expect(notANumber.status).toBe(422);
    expect(notANumber.json.errors.versionId).toBeDefined();
    const missing = await session.browser.post(
      `/api/v1/file-entries/${entry.id}/versions/999999/restore`,
    );
    expect(missing.status).toBe(404);
    const folder = await createFolder(server(), 'Not a file', { ownerId: session.user.row.id });
    expect((await session.browser.get(`/api/v1/file-entries/${folder.id}/versions`)).status).toBe(
      404,
    );
    const noNames = await session.browser.post('/api/v1/file-entries/name-clashes', {
      names: [],
    });
    expect(noNames.status).toBe(422);
    expect(noNames.json.errors.names).toBeDefined();
    const clashes = await session.browser.post('/api/v1/file-entries/name-clashes', {
      names: ['odd.txt', 'even.txt', 'odd.txt'],
    });
    expect(clashes.json).toEqual({ names: ['odd.txt'] });
  });

  it('given the retention policy, then versions past the newest N and older than D days go with their bytes, and the current content stays', async () => {
    const app = server().app;
    const entry = await upload('kept.txt', 'v1');
    await upload('kept.txt', 'v2');
    await upload('kept.txt', 'v3');
    await upload('kept.txt', 'v4');
    const before = await versionsOf(entry.id);
    expect(before).toHaveLength(3);
    const keys = await versionKeys(server(), entry.id);
    expect(keys).toHaveLength(3);

    await setServerSettings(server(), {
      'drive.versions.max_count': 2,
      'drive.versions.max_age_days': 90,
    });
    await runRetention(server());
    const kept = await versionsOf(entry.id);
    expect(kept.map((v) => v.id)).toEqual(before.slice(0, 2).map((v) => v.id));
    const dropped = before[2]!;
    expect((await bytesOf(`/api/v1/file-entries/${entry.id}/versions/${dropped.id}`)).status).toBe(
      404,
    );
    // Its bytes are gone from storage, not just its row; the others' are still there.
    const storage = app.storages.local;
    const stats = await Promise.all(keys.map((k) => storage.stat(k.storage_key)));
    expect(stats.map((stat, i) => [keys[i]!.id, stat !== null])).toEqual(
      keys.map((k) => [k.id, k.id !== dropped.id]),
    );

    server().clock.advance(91 * DAY);
    try {
      await runRetention(server());
    } finally {
      server().clock.advance(-91 * DAY);
    }
    expect(await versionsOf(entry.id)).toEqual([]);
    expect((await bytesOf(`/api/v1/file-entries/${entry.id}`)).body).toBe('v4');
    const log = await jobsDb(app.db)
      .selectFrom('schedule_log')
      .selectAll()
      .where('job', '=', VERSION_RETENTION_TASK)
      .execute();
    expect(log.at(-1)).toMatchObject({ status: 'success' });
    // Other tests' versions on this server expire too.
    expect(log.at(-1)?.message).toMatch(/^Deleted \d+ expired versions\.$/);
  });
});
