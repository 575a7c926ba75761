import { rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../../test/auth';
import { describeServer } from '../../../../test/harness';
import { STORAGE_FULL_MESSAGE } from '../../../platform/http/errors';
import { createFileRow } from '../drive.test-support';
import {
  bytes,
  filesOnDisk,
  jsonOf,
  rawFetch,
  signedInUser,
  tusCreate,
  tusPatch,
  uploadMultipart,
} from './upload.test-support';

const MB = 1024 * 1024;

describeServer('uploads on a full disk', (server) => {
  const session = signedInUser(server);
  let realProbe: () => Promise<number>;
  beforeAll(() => {
    realProbe = server().app.freeSpace.probe;
  });
  afterEach(() => {
    server().app.freeSpace.probe = realProbe;
  });
  /** The disk as the server sees it: `free` bytes left (a function: it may change mid-upload). */
  const diskWith = (free: () => number) => {
    server().app.freeSpace.probe = async () => free();
  };
  const reserve = () => server().app.freeSpace.reserve;

  describe('given a disk at its free-space reserve', () => {
    it('then tus creation, a PATCH and a multipart upload answer 507 with a clear message', async () => {
      const { id } = await tusCreate(server().url, session.browser, 1000, { name: 'before.bin' });
      diskWith(() => reserve() - 1);
      const created = await tusCreate(server().url, session.browser, 10, { name: 'a.bin' });
      expect(created.response.status).toBe(507);
      expect((await jsonOf(created.response)).message).toBe(STORAGE_FULL_MESSAGE);
      expect((await tusPatch(server().url, session.browser, id!, 0, bytes(1000))).status).toBe(507);
      const form = await uploadMultipart(server().url, session.browser, 'b.bin', bytes(10));
      expect(form.status).toBe(507);
      expect((await jsonOf(form)).message).toBe(STORAGE_FULL_MESSAGE);
    });

    it('then signing in, a new folder and delete forever still work (they need only the database)', async () => {
      const file = await createFileRow(server(), 'old.bin', { ownerId: session.user.row.id });
      diskWith(() => 0);
      const again = await signIn(server(), session.user);
      expect((await again.post('/api/v1/folders', { name: 'Still works' })).status).toBe(200);
      const deleted = await again.post('/api/v1/file-entries/delete', {
        entryIds: [file.id],
        deleteForever: true,
      });
      expect(deleted.status).toBe(200);
    });
  });

  it('given room for 1 MB above the reserve, then a 2 MB upload is refused at creation and a 512 KB one is not', async () => {
    diskWith(() => reserve() + MB);
    expect(
      (await tusCreate(server().url, session.browser, 2 * MB, { name: 'big.bin' })).response.status,
    ).toBe(507);
    expect(
      (await tusCreate(server().url, session.browser, MB / 2, { name: 'small.bin' })).response
        .status,
    ).toBe(201);
  });

  it('given the disk reaching the reserve during a multipart upload, then it stops with 507 and keeps nothing', async () => {
    let probes = 0;
    // Room when the upload starts; the reserve reached at the first look while writing.
    diskWith(() => (probes++ === 0 ? 1024 * MB : reserve() - 1));
    const before = filesOnDisk(server(), 'files').length;
    const res = await uploadMultipart(server().url, session.browser, 'growing.bin', bytes(20 * MB));
    expect(res.status).toBe(507);
    expect(filesOnDisk(server(), 'files').length).toBe(before);
  });

  it('given the disk reaching the reserve during a tus PATCH, then it stops with 507 short of the end', async () => {
    const { id } = await tusCreate(server().url, session.browser, 20 * MB, { name: 'growing.bin' });
    let probes = 0;
    diskWith(() => (probes++ === 0 ? 1024 * MB : reserve() - 1));
    const res = await tusPatch(server().url, session.browser, id!, 0, bytes(20 * MB));
    expect(res.status).toBe(507);
    server().app.freeSpace.probe = realProbe;
    const head = await rawFetch(server().url, session.browser, 'HEAD', `/api/v1/tus/upload/${id}`, {
      headers: { 'Tus-Resumable': '1.0.0' },
    });
    expect(Number(head.headers.get('upload-offset'))).toBeLessThan(20 * MB);
  });

  it('given a write failing with ENOSPC, then the PATCH answers 507 at once', async () => {
    const { id } = await tusCreate(server().url, session.browser, 4 * MB, { name: 'enospc.bin' });
    // The upload's file is /dev/full: every write to it fails with ENOSPC, as on a full disk.
    const path = join(server().config.dataDir, 'storage', 'tus', id!);
    rmSync(path);
    symlinkSync('/dev/full', path);
    const started = Date.now();
    const res = await tusPatch(server().url, session.browser, id!, 0, bytes(4 * MB));
    expect(res.status).toBe(507);
    expect(await res.text()).toContain(STORAGE_FULL_MESSAGE);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
