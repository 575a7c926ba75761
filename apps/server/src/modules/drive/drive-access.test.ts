import { type BoundEndpoint, driveEndpoints, fillPath } from '@coffer/contract';
import { beforeAll, expect, it } from 'vitest';
import { Browser, createUser, signIn, type TestUser } from '../../../test/auth';
import { describeServer } from '../../../test/harness';
import { createFileRow, createFolder } from './drive.test-support';
import type { EntryRow } from './repo';

/** Calls an endpoint of the drive's map as `browser`, naming `entry` wherever a path needs one. */
function callAs(browser: Browser, endpoint: BoundEndpoint, entry: EntryRow, body: unknown = {}) {
  const path = fillPath(endpoint.path, {
    id: entry.id,
    hash: entry.hash,
    hashes: entry.hash,
    userId: 'me',
  });
  return endpoint.method === 'GET'
    ? browser.get(path)
    : browser.request(endpoint.method, path, body);
}

describeServer('drive: who may call each endpoint of the drive’s map', (server) => {
  let owner: TestUser;
  let file: EntryRow;
  let folder: EntryRow;
  const guest = () => new Browser(server());

  beforeAll(async () => {
    owner = await createUser(server());
    folder = await createFolder(server(), 'Private', { ownerId: owner.row.id });
    file = await createFileRow(server(), 'secret.txt', { ownerId: owner.row.id });
  });

  it('refuses a guest every endpoint (401)', async () => {
    const answers: Record<string, number> = {};
    for (const endpoint of Object.values(driveEndpoints) as BoundEndpoint[]) {
      answers[endpoint.id] = (await callAs(guest(), endpoint, file)).status;
    }
    expect(answers).toEqual(
      Object.fromEntries(Object.values(driveEndpoints).map((endpoint) => [endpoint.id, 401])),
    );
  });

  it('refuses a stranger the owner’s entries (403) and changes nothing', async () => {
    const stranger = await signIn(server(), await createUser(server()));
    const ids = { entryIds: [file.id] };
    const refused = [
      [driveEndpoints.entry, {}],
      [driveEndpoints.update, { name: 'mine.txt' }],
      [driveEndpoints.move, { ...ids, destinationId: folder.id }],
      [driveEndpoints.duplicate, ids],
      [driveEndpoints.delete, ids],
      [driveEndpoints.restore, ids],
      [driveEndpoints.star, ids],
      [driveEndpoints.unstar, ids],
      [driveEndpoints.file, {}],
      [driveEndpoints.download, {}],
    ] as const;
    for (const [endpoint, body] of refused) {
      expect([endpoint.id, (await callAs(stranger, endpoint, file, body)).status]).toEqual([
        endpoint.id,
        403,
      ]);
    }
    expect(
      (await callAs(stranger, driveEndpoints.folderPath, folder)).status,
      'the path of the owner’s folder',
    ).toBe(403);
    expect(
      (await stranger.get(`/api/v1/users/${owner.row.id}/folders`)).status,
      'the owner’s folder tree',
    ).toBe(403);
    expect(
      (await stranger.post('/api/v1/folders', { name: 'Inside', parentId: folder.id })).status,
      'a folder inside the owner’s',
    ).toBe(403);
    const model = await signIn(server(), owner).then((b) => callAs(b, driveEndpoints.entry, file));
    expect(model.json.fileEntry).toMatchObject({ name: 'secret.txt', deleted_at: null });
  });

  it('refuses a user without the files permissions their own entries (403)', async () => {
    const powerless = await createUser(server(), { roles: [] });
    const browser = await signIn(server(), powerless);
    const own = await createFileRow(server(), 'own.txt', { ownerId: powerless.row.id });
    const ids = { entryIds: [own.id] };
    const refused = [
      [driveEndpoints.entry, {}],
      [driveEndpoints.update, { name: 'renamed.txt' }],
      [driveEndpoints.delete, ids],
      [driveEndpoints.star, ids],
      [driveEndpoints.file, {}],
      [driveEndpoints.download, {}],
    ] as const;
    for (const [endpoint, body] of refused) {
      expect([endpoint.id, (await callAs(browser, endpoint, own, body)).status]).toEqual([
        endpoint.id,
        403,
      ]);
    }
    expect((await browser.post('/api/v1/folders', { name: 'New' })).status, 'files.create').toBe(
      403,
    );
  });
});
