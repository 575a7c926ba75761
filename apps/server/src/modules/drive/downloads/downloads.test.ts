import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Browser, createUser, signIn, type TestUser } from '../../../../test/auth';
import { describeServer } from '../../../../test/harness';
import { runDueJobs } from '../../../platform/jobs';
import { thumbnailKey } from '../../../platform/storage';
import { createFolder } from '../drive.test-support';
import { driveDb } from '../repo';
import { jsonOf, rawFetch, sha256, uploadMultipart } from '../uploads/upload.test-support';

const text = (s: string) => new TextEncoder().encode(s);

/** Names in a zip, listed by Info-ZIP's `unzip -Z1`. */
function zipNames(zip: Uint8Array): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'coffer-zip-'));
  try {
    writeFileSync(join(dir, 'a.zip'), zip);
    return execFileSync('unzip', ['-Z1', join(dir, 'a.zip')], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .sort();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function unzipFile(zip: Uint8Array, name: string): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'coffer-zip-'));
  try {
    writeFileSync(join(dir, 'a.zip'), zip);
    return execFileSync('unzip', ['-p', join(dir, 'a.zip'), name]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describeServer('drive downloads', (server) => {
  let owner: TestUser;
  let browser: Browser;
  const upload = async (
    name: string,
    data: Uint8Array,
    fields: Record<string, string> = {},
    type?: string,
  ) => {
    const res = await uploadMultipart(server().url, browser, name, data, fields, type);
    expect(res.status).toBe(200);
    return (await jsonOf(res)).fileEntry as { id: number; hash: string; name: string };
  };
  const get = (path: string, headers: Record<string, string> = {}, who: Browser | null = browser) =>
    rawFetch(server().url, who, 'GET', path, { headers });

  beforeAll(async () => {
    owner = await createUser(server());
    browser = await signIn(server(), owner);
  });

  describe('GET file-entries/{id}', () => {
    it('streams the file inline with its type, validators and nosniff; a matching ETag answers 304', async () => {
      const entry = await upload('clip.mp4', text('0123456789'), {}, 'video/mp4');
      const res = await get(`/api/v1/file-entries/${entry.hash}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('video/mp4');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('accept-ranges')).toBe('bytes');
      expect(res.headers.get('content-disposition')).toMatch(/^inline; filename="clip.mp4"/);
      expect(res.headers.get('last-modified')).toBeTruthy();
      expect(await res.text()).toBe('0123456789');
      const etag = res.headers.get('etag') ?? '';
      expect(
        (await get(`/api/v1/file-entries/${entry.id}`, { 'if-none-match': etag })).status,
      ).toBe(304);
    });

    it('given a Range, then 206 with Content-Range; a suffix range; past the end → 416', async () => {
      const entry = await upload('song.mp3', text('abcdefghij'), {}, 'audio/mpeg');
      const part = await get(`/api/v1/file-entries/${entry.hash}`, { range: 'bytes=2-5' });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe('bytes 2-5/10');
      expect(await part.text()).toBe('cdef');
      const suffix = await get(`/api/v1/file-entries/${entry.hash}`, { range: 'bytes=-3' });
      expect(await suffix.text()).toBe('hij');
      const tail = await get(`/api/v1/file-entries/${entry.hash}`, { range: 'bytes=7-' });
      expect(await tail.text()).toBe('hij');
      const bad = await get(`/api/v1/file-entries/${entry.hash}`, { range: 'bytes=20-30' });
      expect(bad.status).toBe(416);
      expect(bad.headers.get('content-range')).toBe('bytes */10');
    });

    it('never serves user HTML or SVG as active content: attachment, sandbox CSP, never its own HTML type', async () => {
      for (const [name, type, served] of [
        ['page.html', 'text/html', 'text/plain; charset=utf-8'],
        ['logo.svg', 'image/svg+xml', 'image/svg+xml'],
        ['sneaky.txt', 'text/html', 'text/plain; charset=utf-8'],
      ] as const) {
        const entry = await upload(name, text('<script>alert(1)</script>'), {}, type);
        const res = await get(`/api/v1/file-entries/${entry.hash}`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe(served);
        expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
        expect(res.headers.get('content-security-policy')).toMatch(/^sandbox/);
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      }
    });

    // Issue 21, finding 12: `<script src=".../file-entries/{id}">` ran a file declared
    // `application/x-javascript` (or any type off the old block list) from the app's origin.
    it('given a file declared with a script or other non-listed type, then neither the preview nor the download serves that type', async () => {
      for (const type of [
        'application/x-javascript',
        'text/ecmascript',
        'application/ecmascript',
        'text/javascript',
        'text/css',
        'application/x-msdownload',
      ]) {
        const entry = await upload('evil.bin', text('alert(document.cookie)'), {}, type);
        for (const path of [
          `/api/v1/file-entries/${entry.hash}`,
          `/api/v1/file-entries/download/${entry.hash}`,
        ]) {
          const res = await get(path);
          expect(res.status).toBe(200);
          expect(res.headers.get('content-type')).toMatch(
            /^(text\/plain; charset=utf-8|application\/octet-stream)$/,
          );
          expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
          expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        }
      }
      const pdf = await upload('doc.pdf', text('%PDF-1.4'), {}, 'application/pdf');
      const inline = await get(`/api/v1/file-entries/${pdf.hash}`);
      expect(inline.headers.get('content-type')).toBe('application/pdf');
      expect(inline.headers.get('content-disposition')).toMatch(/^inline;/);
    });

    it('given an image, then the thumbnail job stores a WebP thumbnail served with long caching', async () => {
      const png = await sharp({
        create: { width: 800, height: 400, channels: 3, background: '#3366cc' },
      })
        .png()
        .toBuffer();
      const entry = await upload('photo.png', new Uint8Array(png), {}, 'image/png');
      expect((await get(`/api/v1/file-entries/${entry.hash}?thumbnail=true`)).status).toBe(404);
      await runDueJobs(server().app);
      const model = await browser.get(`/api/v1/drive/file-entries/${entry.id}/model`);
      expect(model.json.fileEntry.thumbnail).toBe(true);
      const thumb = await get(`/api/v1/file-entries/${entry.hash}?thumbnail=true`);
      expect(thumb.status).toBe(200);
      expect(thumb.headers.get('content-type')).toBe('image/webp');
      expect(thumb.headers.get('cache-control')).toMatch(/max-age=31536000/);
      const meta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual([320, 160]);
    });

    it('refuses a guest (401), a stranger (403), an unknown id (404) and a folder (404)', async () => {
      const entry = await upload('secret.txt', text('s'));
      expect((await get(`/api/v1/file-entries/${entry.hash}`, {}, null)).status).toBe(401);
      const stranger = await signIn(server(), await createUser(server()));
      expect((await get(`/api/v1/file-entries/${entry.hash}`, {}, stranger)).status).toBe(403);
      expect((await get('/api/v1/file-entries/nope-nope-nope00')).status).toBe(404);
      const folder = await createFolder(server(), 'F', { ownerId: owner.row.id });
      expect((await get(`/api/v1/file-entries/${folder.hash}`)).status).toBe(404);
    });
  });

  describe('GET file-entries/download/{hashes}', () => {
    it('given one file, then it is an attachment with an RFC 5987 filename', async () => {
      const entry = await upload('résumé 2024.pdf', text('%PDF-1.4'), {}, 'application/pdf');
      const res = await get(`/api/v1/file-entries/download/${entry.hash}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="r_sum_ 2024.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%202024.pdf`,
      );
      expect(await res.text()).toBe('%PDF-1.4');
    });

    it('given a folder and files with the same name, then a zip streams them with numbered duplicates', async () => {
      const folder = await createFolder(server(), 'Album', { ownerId: owner.row.id });
      const inner = await upload('a.txt', text('inner a'), {
        parentId: String(folder.id),
        relativePath: 'deep',
      });
      await upload('b.txt', text('inner b'), { parentId: String(folder.id) });
      const top1 = await upload('dup.txt', text('one'));
      const other = await createFolder(server(), 'Other', { ownerId: owner.row.id });
      const top2 = await upload('dup.txt', text('two'), { parentId: String(other.id) });
      const res = await get(
        `/api/v1/file-entries/download/${folder.hash},${top1.hash},${top2.hash}`,
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/zip');
      expect(res.headers.get('content-length')).toBeNull();
      const zip = new Uint8Array(await res.arrayBuffer());
      expect(zipNames(zip)).toEqual(['Album/b.txt', 'Album/deep/a.txt', 'dup (1).txt', 'dup.txt']);
      expect(unzipFile(zip, 'Album/deep/a.txt').toString()).toBe('inner a');
      expect(unzipFile(zip, 'dup (1).txt').toString()).toBe('two');
      expect(inner.name).toBe('a.txt');
    });

    it('given a folder named "..", then the archive path cannot climb out (zip-slip)', async () => {
      const evil = await createFolder(server(), '..', { ownerId: owner.row.id });
      await upload('x.txt', text('x'), { parentId: String(evil.id) });
      const res = await get(`/api/v1/file-entries/download/${evil.hash}`);
      expect(zipNames(new Uint8Array(await res.arrayBuffer()))).toEqual(['_/x.txt']);
    });

    it('refuses a guest (401), a stranger for any one of the entries (403), and an empty list (404/422)', async () => {
      const mine = await upload('m.txt', text('m'));
      const stranger = await signIn(server(), await createUser(server()));
      expect((await get(`/api/v1/file-entries/download/${mine.hash}`, {}, null)).status).toBe(401);
      expect((await get(`/api/v1/file-entries/download/${mine.hash}`, {}, stranger)).status).toBe(
        403,
      );
      const theirs = await uploadMultipart(server().url, stranger, 't.txt', text('t'));
      const theirHash = (await jsonOf(theirs)).fileEntry.hash;
      expect((await get(`/api/v1/file-entries/download/${mine.hash},${theirHash}`)).status).toBe(
        403,
      );
      expect([404, 422]).toContain((await get('/api/v1/file-entries/download/,')).status);
    });
  });

  describe('bytes of duplicate and delete forever', () => {
    it('duplicate copies the bytes and thumbnail under a new key; delete forever removes them once the job ran', async () => {
      const png = await sharp({
        create: { width: 50, height: 50, channels: 3, background: '#000' },
      })
        .png()
        .toBuffer();
      const entry = await upload('pic.png', new Uint8Array(png), {}, 'image/png');
      await runDueJobs(server().app);
      const dup = await browser.post('/api/v1/file-entries/duplicate', { entryIds: [entry.id] });
      expect(dup.status).toBe(200);
      const copy = dup.json.fileEntries[0];
      const rows = await driveDb(server().app.db)
        .selectFrom('file_entries')
        .select(['id', 'storage_key'])
        .where('id', 'in', [entry.id, copy.id])
        .execute();
      const [a, b] = rows.map((r) => r.storage_key as string);
      expect(a).not.toBe(b);
      const copied = await get(`/api/v1/file-entries/${copy.hash}`);
      expect(sha256(new Uint8Array(await copied.arrayBuffer()))).toBe(sha256(new Uint8Array(png)));
      expect(await server().app.storages.local.stat(thumbnailKey(b as string))).not.toBeNull();

      const del = await browser.post('/api/v1/file-entries/delete', {
        entryIds: [copy.id],
        deleteForever: true,
      });
      expect(del.status).toBe(200);
      await runDueJobs(server().app);
      expect(await server().app.storages.local.stat(b as string)).toBeNull();
      expect(await server().app.storages.local.stat(thumbnailKey(b as string))).toBeNull();
      expect(await server().app.storages.local.stat(a as string)).not.toBeNull();
    });
  });
});
