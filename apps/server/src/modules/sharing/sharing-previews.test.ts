import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { Browser, createUser, signIn, type TestUser } from '../../../test/auth';
import { describeServer } from '../../../test/harness';
import { thumbnailKey } from '../../platform/storage';
import { PREVIEW_UNAVAILABLE } from '../drive/downloads/send';
import { driveDb, type EntryRow } from '../drive/repo';
import { jsonOf, rawFetch } from '../drive/uploads/upload.test-support';
import { sharingDb } from './repo';
import { createStoredFile } from './sharing.test-support';

/*
 * Issue 21, finding 4: a link's "download off" and download limit, and a view-only people
 * share, were bypassed by the preview routes, which served the full original.
 */
describeServer('previews without the download right', (server) => {
  let owner: TestUser;
  let ownerBrowser: Browser;
  let viewOnlyUser: TestUser;
  let viewOnly: Browser;
  let downloaderUser: TestUser;
  let downloader: Browser;

  const ORIGINAL = 'the original bytes';
  const THUMB = 'thumbnail bytes';
  const file = (name: string, mime: string) =>
    createStoredFile(server(), name, ORIGINAL, { ownerId: owner.row.id, mime });

  /** An image whose thumbnail job has run (the thumbnail's bytes are THUMB). */
  async function imageWithThumbnail(): Promise<EntryRow> {
    const image = await file('photo.png', 'image/png');
    await server().app.storages.local.put(
      thumbnailKey(image.storage_key!),
      Readable.from([Buffer.from(THUMB)]),
      { contentType: 'image/webp' },
    );
    await driveDb(server().app.db)
      .updateTable('file_entries')
      .set({ thumbnail: 1 })
      .where('id', '=', image.id)
      .execute();
    return { ...image, thumbnail: 1 };
  }

  async function link(entry: EntryRow, settings: Record<string, unknown>): Promise<string> {
    const res = await ownerBrowser.post(
      `/api/v1/file-entries/${entry.id}/shareable-link`,
      settings,
    );
    expect(res.status).toBe(200);
    return res.json.link.hash;
  }

  /** A visitor's preview request (each new `Browser` comes from an address of its own). */
  const preview = (
    hash: string,
    headers: Record<string, string> = {},
    visitor = new Browser(server()),
  ) =>
    rawFetch(server().url, visitor, 'GET', `/api/v1/shareable-links/${hash}/preview`, {
      headers,
    });
  const stream = (who: Browser, entry: EntryRow) =>
    rawFetch(server().url, who, 'GET', `/api/v1/file-entries/${entry.hash}`, {});

  async function downloadCount(hash: string): Promise<number> {
    const row = await sharingDb(server().app.db)
      .selectFrom('shareable_links')
      .select('download_count')
      .where('hash', '=', hash)
      .executeTakeFirstOrThrow();
    return row.download_count;
  }

  async function share(entry: EntryRow, email: string, download: boolean) {
    const res = await ownerBrowser.post(`/api/v1/file-entries/${entry.id}/share`, {
      emails: [email],
      permissions: { edit: false, download },
    });
    expect(res.status).toBe(200);
  }

  beforeAll(async () => {
    owner = await createUser(server());
    ownerBrowser = await signIn(server(), owner);
    viewOnlyUser = await createUser(server());
    viewOnly = await signIn(server(), viewOnlyUser);
    downloaderUser = await createUser(server());
    downloader = await signIn(server(), downloaderUser);
  });

  describe('a link with downloads off', () => {
    it('given a video, then the preview is refused with a clear 403, never the original', async () => {
      const hash = await link(await file('clip.mp4', 'video/mp4'), { allowDownload: false });
      const res = await preview(hash);
      expect(res.status).toBe(403);
      expect((await jsonOf(res)).message).toBe(PREVIEW_UNAVAILABLE);
      const ranged = await preview(hash, { range: 'bytes=0-' });
      expect(ranged.status).toBe(403);
    });

    it('given an image, then the preview is its thumbnail; before the thumbnail exists, 403', async () => {
      const image = await imageWithThumbnail();
      const res = await preview(await link(image, { allowDownload: false }));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(await res.text()).toBe(THUMB);
      const fresh = await file('new.png', 'image/png');
      expect((await preview(await link(fresh, { allowDownload: false }))).status).toBe(403);
    });

    it('given a text file, then the preview is its text as plain text', async () => {
      const hash = await link(await file('notes.md', 'text/markdown'), { allowDownload: false });
      const res = await preview(hash);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await res.text()).toBe(ORIGINAL);
    });
  });

  describe('a link with a download limit', () => {
    it('given a limit of 1, then a preview of the original counts as the download, and later previews get no original', async () => {
      const hash = await link(await file('clip.mp4', 'video/mp4'), { downloadLimit: 1 });
      const player = new Browser(server());
      const first = await preview(hash, { range: 'bytes=0-' }, player);
      expect(first.status).toBe(206);
      expect(await first.text()).toBe(ORIGINAL);
      // The player's next range of the same preview is not another download; another
      // visitor's range past the first byte is one of its own, refused past the limit.
      expect((await preview(hash, { range: 'bytes=4-' }, player)).status).toBe(206);
      expect((await preview(hash, { range: 'bytes=4-' })).status).toBe(403);
      expect(await downloadCount(hash)).toBe(1);
      expect((await preview(hash)).status).toBe(403);
      const page = await new Browser(server()).get(`/api/v1/shareable-links/${hash}`);
      expect(page.json.entry.permissions['files.download']).toBe(false);
      const download = await new Browser(server()).get(`/api/v1/shareable-links/${hash}/download`);
      expect(download.status).toBe(403);
    });

    it('given a limit of 1, then a range past the first byte with no counted transfer before it is the download', async () => {
      const hash = await link(await file('clip.mp4', 'video/mp4'), { downloadLimit: 1 });
      const player = new Browser(server());
      const tail = await preview(hash, { range: 'bytes=1-' }, player);
      expect(tail.status).toBe(206);
      expect(await downloadCount(hash)).toBe(1);
      // Its next ranges resume it; a new transfer from the first byte is refused.
      expect((await preview(hash, { range: 'bytes=3-' }, player)).status).toBe(206);
      expect(await downloadCount(hash)).toBe(1);
      expect((await preview(hash, { range: 'bytes=0-' }, player)).status).toBe(403);
      const download = await new Browser(server()).get(`/api/v1/shareable-links/${hash}/download`);
      expect(download.status).toBe(403);
    });

    it('given a limit of 1, then a ranged download past the first byte counts, and the next one is refused', async () => {
      const hash = await link(await file('archive.bin', 'application/octet-stream'), {
        downloadLimit: 1,
      });
      const url = `/api/v1/shareable-links/${hash}/download`;
      const ranged = await rawFetch(server().url, new Browser(server()), 'GET', url, {
        headers: { range: 'bytes=2-' },
      });
      expect(ranged.status).toBe(206);
      expect(await downloadCount(hash)).toBe(1);
      expect((await new Browser(server()).get(url)).status).toBe(403);
    });

    it('given no limit, then previews count nothing', async () => {
      const hash = await link(await file('song.mp3', 'audio/mpeg'), {});
      expect((await preview(hash)).status).toBe(200);
      expect((await preview(hash)).status).toBe(200);
      expect(await downloadCount(hash)).toBe(0);
    });
  });

  describe('GET file-entries/{id} for a view-only sharee', () => {
    it('given a video or a PDF, then 403 with the reason; a sharee with downloads gets the original', async () => {
      for (const [name, mime] of [
        ['clip.mp4', 'video/mp4'],
        ['doc.pdf', 'application/pdf'],
      ] as const) {
        const entry = await file(name, mime);
        await share(entry, viewOnlyUser.email, false);
        await share(entry, downloaderUser.email, true);
        const refused = await stream(viewOnly, entry);
        expect(refused.status).toBe(403);
        expect((await jsonOf(refused)).message).toBe(PREVIEW_UNAVAILABLE);
        const allowed = await stream(downloader, entry);
        expect(allowed.status).toBe(200);
        expect(await allowed.text()).toBe(ORIGINAL);
      }
    });

    it('given an image, then the view-only sharee gets the thumbnail, not the original', async () => {
      const image = await imageWithThumbnail();
      await share(image, viewOnlyUser.email, false);
      const res = await stream(viewOnly, image);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(await res.text()).toBe(THUMB);
    });
  });
});
