import { UPLOAD_MESSAGES } from '@coffer/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { describeServer } from '../../../../test/harness';
import { driveDb } from '../repo';
import { MAX_UNFINISHED_UPLOADS, releaseExpiredUploads } from './reservations-repo';
import { UPLOAD_LENGTH_REQUIRED } from './tus';
import {
  bytes,
  jsonOf,
  rawFetch,
  signedInUser,
  tusCreate,
  tusMetadata,
  tusPatch,
  uploadMultipart,
  uploadViaTus,
} from './upload.test-support';

const KB = 1024;

describeServer('upload quota', (server) => {
  // A fresh account per test: each sets its own quota and starts with nothing stored.
  const session = signedInUser(server, { each: true });
  const setQuota = (bytes: number | null) =>
    driveDb(server().app.db)
      .updateTable('users')
      .set({ available_space: bytes })
      .where('id', '=', session.user.row.id)
      .execute();
  const used = async () =>
    (await session.browser.get('/api/v1/user/space-usage')).json.used as number;
  const storedBytes = async () =>
    (
      await driveDb(server().app.db)
        .selectFrom('file_entries')
        .select('file_size')
        .where('owner_id', '=', session.user.row.id)
        .execute()
    ).reduce((sum, row) => sum + Number(row.file_size), 0);

  describe('given tus uploads to the root (no parentId)', () => {
    it('then Upload-Length over the quota is refused at creation', async () => {
      await setQuota(1024 * KB);
      const { response, id } = await tusCreate(server().url, session.browser, 2048 * KB, {
        name: 'a.bin',
      });
      expect(response.status).toBe(422);
      expect(id).toBeNull();
    });

    it('then unfinished uploads count as used space, and the next one past the quota is refused', async () => {
      await setQuota(1024 * KB);
      const first = await tusCreate(server().url, session.browser, 600 * KB, { name: 'a.bin' });
      expect(first.response.status).toBe(201);
      expect(await used()).toBe(600 * KB);
      const second = await tusCreate(server().url, session.browser, 600 * KB, { name: 'b.bin' });
      expect(second.response.status).toBe(422);
      // Cancelling the first gives its bytes back.
      const gone = await rawFetch(
        server().url,
        session.browser,
        'DELETE',
        `/api/v1/tus/upload/${first.id}`,
        {
          headers: { 'Tus-Resumable': '1.0.0' },
        },
      );
      expect(gone.status).toBe(204);
      expect(await used()).toBe(0);
      expect(
        (await tusCreate(server().url, session.browser, 600 * KB, { name: 'c.bin' })).response
          .status,
      ).toBe(201);
    });

    it('then a finished upload turns its reservation into the entry, counted once', async () => {
      await setQuota(100 * KB);
      const res = await uploadViaTus(server().url, session.browser, 'fits.bin', bytes(60 * KB));
      expect(res.status).toBe(200);
      expect(await used()).toBe(60 * KB);
      const over = await tusCreate(server().url, session.browser, 60 * KB, { name: 'over.bin' });
      expect(over.response.status).toBe(422);
    });

    it('then uploads.max_size is enforced at creation, also for the root', async () => {
      await server().app.settings.set('uploads.max_size', 100 * KB);
      try {
        const { response } = await tusCreate(server().url, session.browser, 101 * KB, {
          name: 'big.bin',
        });
        expect(response.status).toBe(422);
        expect((await jsonOf(response)).message).toBe(UPLOAD_MESSAGES.tooLarge);
      } finally {
        await server().app.settings.set('uploads.max_size', null);
      }
    });

    it('then a deferred length (Upload-Defer-Length) is refused, and OPTIONS no longer offers it', async () => {
      const res = await rawFetch(server().url, session.browser, 'POST', '/api/v1/tus/upload', {
        headers: {
          'Tus-Resumable': '1.0.0',
          'Upload-Defer-Length': '1',
          'Upload-Metadata': tusMetadata({ name: 'later.bin' }),
        },
      });
      expect(res.status).toBe(400);
      expect((await jsonOf(res)).message).toBe(UPLOAD_LENGTH_REQUIRED);
      const options = await rawFetch(
        server().url,
        session.browser,
        'OPTIONS',
        '/api/v1/tus/upload',
      );
      expect(options.headers.get('tus-extension')).not.toContain('creation-defer-length');
    });

    it('then a PATCH cannot carry more than the upload announced', async () => {
      const { id } = await tusCreate(server().url, session.browser, 10, { name: 'ten.bin' });
      const res = await tusPatch(server().url, session.browser, id!, 0, bytes(20));
      expect(res.status).toBe(413);
    });

    it(`then more than ${MAX_UNFINISHED_UPLOADS} unfinished uploads at once are refused (429)`, async () => {
      for (let i = 0; i < MAX_UNFINISHED_UPLOADS; i++) {
        const { response } = await tusCreate(server().url, session.browser, 1, {
          name: `${i}.bin`,
        });
        expect(response.status).toBe(201);
      }
      const { response } = await tusCreate(server().url, session.browser, 1, {
        name: 'one-more.bin',
      });
      expect(response.status).toBe(429);
    });

    it('then expired reservations are dropped with the expired uploads', async () => {
      await setQuota(1024 * KB);
      const { id } = await tusCreate(server().url, session.browser, 800 * KB, { name: 'old.bin' });
      // Created 25 hours ago, as tus sees it and as the reservation says.
      await server()
        .app.db.withTables<{ upload_reservations: { upload_key: string; created_at: string } }>()
        .updateTable('upload_reservations')
        .set({ created_at: new Date(Date.now() - 25 * 3_600_000).toISOString() })
        .where('upload_key', '=', id!)
        .execute();
      expect(await used()).toBe(0);
      expect(
        (await tusCreate(server().url, session.browser, 800 * KB, { name: 'new.bin' })).response
          .status,
      ).toBe(201);
      await releaseExpiredUploads(server().app.db, server().app.clock);
      const left = await server()
        .app.db.withTables<{ upload_reservations: { upload_key: string } }>()
        .selectFrom('upload_reservations')
        .select('upload_key')
        .where('upload_key', '=', id!)
        .execute();
      expect(left).toEqual([]);
    });
  });

  describe('given 20 uploads at once against a quota of 5 of them', () => {
    const size = 50 * KB;
    beforeEach(() => setQuota(5 * size));

    it('then multipart uploads store no more than the quota', async () => {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          uploadMultipart(server().url, session.browser, `m${i}.bin`, bytes(size, i)),
        ),
      );
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(5);
      expect(statuses.filter((s) => s !== 200).every((s) => s === 422)).toBe(true);
      expect(await storedBytes()).toBeLessThanOrEqual(5 * size);
    });

    it('then tus creations reserve no more than the quota', async () => {
      const created = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          tusCreate(server().url, session.browser, size, { name: `t${i}.bin` }),
        ),
      );
      expect(created.filter((c) => c.response.status === 201)).toHaveLength(5);
      expect(await used()).toBe(5 * size);
    });
  });

  it('given five tus/entries at once for one upload, then one makes the entry and every one answers it', async () => {
    const data = bytes(5 * KB);
    const { id } = await tusCreate(server().url, session.browser, data.length, {
      name: 'once.bin',
    });
    expect((await tusPatch(server().url, session.browser, id!, 0, data)).status).toBe(204);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        session.browser.post('/api/v1/tus/entries', { uploadKey: id }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json.fileEntry.id)).size).toBe(1);
    expect(await storedBytes()).toBe(data.length);
  });
});
