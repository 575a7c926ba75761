import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createUser, signIn, type TestUser } from '../../../../test/auth';
import { describeServer, type TestServer } from '../../../../test/harness';
import { SERVER_KEY_PREFIX, writeSettings } from '../../../kernel/settings/repo';
import { runDueJobs } from '../../../platform/jobs';
import {
  type S3Settings,
  type StorageDriver,
  s3ClientConfig,
  s3Driver,
  thumbnailKey,
} from '../../../platform/storage';
import { s3Sdk } from '../../../platform/storage/s3';
import { startLocalS3 } from '../../../platform/storage/s3-test-server';
import {
  publicOf,
  requestsOf,
  visitorUpload,
} from '../../file-requests/file-requests.test-support';
import { createFolder } from '../drive.test-support';
import { driveDb } from '../repo';
import {
  bytes,
  jsonOf,
  rawFetch,
  sha256,
  tusCreate,
  tusPatch,
  uploadMultipart,
  uploadViaTus,
} from '../uploads/upload.test-support';

/** What an admin's save of the uploading tab writes: the server settings' rows. */
async function chooseStorage(server: TestServer, driver: 'local' | 's3', s3?: S3Settings) {
  const values: Array<[string, unknown]> = [['storage.driver', driver]];
  if (s3) {
    values.push(
      ['s3.endpoint', s3.endpoint ?? ''],
      ['s3.region', s3.region],
      ['s3.bucket', s3.bucket],
      ['s3.access_key', s3.accessKey ?? ''],
      ['s3.secret_key', s3.secretKey ?? ''],
      ['s3.path_style', s3.pathStyle],
    );
  }
  await writeSettings(
    server.app.db,
    values.map(([key, value]) => [`${SERVER_KEY_PREFIX}${key}`, value] as const),
    server.app.clock.iso(),
  );
}

async function rowOf(server: TestServer, id: number) {
  return driveDb(server.app.db)
    .selectFrom('file_entries')
    .select(['storage_driver', 'storage_key', 'thumbnail'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** Sets a new avatar through the account page's upload: answers its URL. */
async function uploadAvatar(browser: Browser): Promise<string> {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#a33' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('avatar', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
  const response = await rawFetch(browser.server.url, browser, 'POST', '/api/v1/users/me/avatar', {
    body: form,
    headers: { accept: 'application/json' },
  });
  expect(response.status).toBe(200);
  return (await jsonOf(response)).user.image as string;
}

/** The zip's member `name`, read by Info-ZIP's `unzip -p`. */
function unzipFile(zip: Uint8Array, name: string): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'coffer-zip-'));
  try {
    writeFileSync(join(dir, 'a.zip'), zip);
    return execFileSync('unzip', ['-p', join(dir, 'a.zip'), name]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The bytes stored under `key`, or null when the store has no such object. */
async function storedBytes(storage: StorageDriver, key: string): Promise<string | null> {
  if (!(await storage.stat(key))) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.get(key)) chunks.push(chunk as Buffer);
  return sha256(new Uint8Array(Buffer.concat(chunks)));
}

// Issue 26: "switch storage to S3 (the local S3-compatible test server) and upload, without
// restarting the server".
describeServer('storage switched at runtime (server settings)', (server) => {
  let s3: { settings: S3Settings; stop: () => Promise<void> };
  /** A client of its own on the bucket: what is really there, not what the app says. */
  let bucket: StorageDriver;
  let owner: TestUser;
  let browser: Browser;
  const disk = () => server().app.storages.local;
  const download = (hash: string) =>
    rawFetch(server().url, browser, 'GET', `/api/v1/file-entries/${hash}`);
  const downloadedSha = async (hash: string) => {
    const response = await download(hash);
    expect(response.status).toBe(200);
    return sha256(new Uint8Array(await response.arrayBuffer()));
  };

  const before = bytes(40_000, 1);
  const viaTus = bytes(70_000, 2);
  const viaForm = bytes(30_000, 3);
  const afterBack = bytes(20_000, 4);
  let avatarUrl = '';
  const files = {} as Record<'before' | 'tus' | 'form' | 'back', { id: number; hash: string }>;

  beforeAll(async () => {
    s3 = await startLocalS3();
    bucket = s3Driver(s3.settings);
    owner = await createUser(server());
    browser = await signIn(server(), owner);
  });
  afterAll(async () => {
    await bucket.close();
    await s3.stop();
  });

  it('given the default local storage, an upload lands on disk and its row says local', async () => {
    const res = await uploadViaTus(server().url, browser, 'before.bin', before);
    expect(res.status).toBe(200);
    files.before = res.json.fileEntry;
    const row = await rowOf(server(), files.before.id);
    expect(row.storage_driver).toBe('local');
    expect(await storedBytes(disk(), row.storage_key!)).toBe(sha256(before));
  });

  describe('after the admin switches to S3, without a restart', () => {
    beforeAll(async () => chooseStorage(server(), 's3', s3.settings));

    it('a tus upload goes to the bucket and its row says s3', async () => {
      const res = await uploadViaTus(server().url, browser, 'tus.bin', viaTus);
      expect(res.status).toBe(200);
      files.tus = res.json.fileEntry;
      const row = await rowOf(server(), files.tus.id);
      expect(row.storage_driver).toBe('s3');
      expect(await storedBytes(bucket, row.storage_key!)).toBe(sha256(viaTus));
      expect(await disk().stat(row.storage_key!)).toBeNull();
      expect(await downloadedSha(files.tus.hash)).toBe(sha256(viaTus));
    });

    it('a multipart upload goes to the bucket and its row says s3', async () => {
      const res = await uploadMultipart(server().url, browser, 'form.bin', viaForm);
      expect(res.status).toBe(200);
      files.form = (await jsonOf(res)).fileEntry;
      const row = await rowOf(server(), files.form.id);
      expect(row.storage_driver).toBe('s3');
      expect(await storedBytes(bucket, row.storage_key!)).toBe(sha256(viaForm));
      expect(await disk().stat(row.storage_key!)).toBeNull();
      expect(await downloadedSha(files.form.hash)).toBe(sha256(viaForm));
    });

    it('the file uploaded before the switch still downloads (whole and by range) from disk', async () => {
      expect(await downloadedSha(files.before.hash)).toBe(sha256(before));
      const part = await rawFetch(
        server().url,
        browser,
        'GET',
        `/api/v1/file-entries/${files.before.hash}`,
        { headers: { range: 'bytes=10-19' } },
      );
      expect(part.status).toBe(206);
      expect([...new Uint8Array(await part.arrayBuffer())]).toEqual([...before.subarray(10, 20)]);
    });

    it('a zip of files from both stores holds the bytes of each', async () => {
      const hashes = [files.before.hash, files.form.hash].join(',');
      const zip = await rawFetch(
        server().url,
        browser,
        'GET',
        `/api/v1/file-entries/download/${hashes}`,
      );
      expect(zip.status).toBe(200);
      const archive = new Uint8Array(await zip.arrayBuffer());
      expect(sha256(new Uint8Array(unzipFile(archive, 'before.bin')))).toBe(sha256(before));
      expect(sha256(new Uint8Array(unzipFile(archive, 'form.bin')))).toBe(sha256(viaForm));
    });

    it("an image's thumbnail is made next to its bytes, in the bucket", async () => {
      const png = await sharp({
        create: { width: 40, height: 30, channels: 3, background: '#369' },
      })
        .png()
        .toBuffer();
      const res = await uploadMultipart(
        server().url,
        browser,
        'pic.png',
        new Uint8Array(png),
        {},
        'image/png',
      );
      const entry = (await jsonOf(res)).fileEntry;
      await runDueJobs(server().app);
      const row = await rowOf(server(), entry.id);
      expect(row.thumbnail).toBeTruthy();
      expect(await bucket.stat(thumbnailKey(row.storage_key!))).not.toBeNull();
      const thumb = await rawFetch(
        server().url,
        browser,
        'GET',
        `/api/v1/file-entries/${entry.hash}?thumbnail=true`,
      );
      expect(thumb.status).toBe(200);
      expect(thumb.headers.get('content-type')).toBe('image/webp');
    });

    it('duplicating a file stored on disk puts the copy in the bucket', async () => {
      const dup = await browser.post('/api/v1/file-entries/duplicate', {
        entryIds: [files.before.id],
      });
      expect(dup.status).toBe(200);
      const copy = dup.json.fileEntries[0];
      const row = await rowOf(server(), copy.id);
      expect(row.storage_driver).toBe('s3');
      expect(await storedBytes(bucket, row.storage_key!)).toBe(sha256(before));
      expect(await downloadedSha(copy.hash)).toBe(sha256(before));
    });

    it('an upload begun on disk before a switch finishes on disk', async () => {
      await chooseStorage(server(), 'local');
      const data = bytes(50_000, 5);
      const { id } = await tusCreate(server().url, browser, data.length, { name: 'slow.bin' });
      expect((await tusPatch(server().url, browser, id!, 0, data.subarray(0, 20_000))).status).toBe(
        204,
      );
      await chooseStorage(server(), 's3', s3.settings);
      const rest = await tusPatch(server().url, browser, id!, 20_000, data.subarray(20_000));
      expect(rest.status).toBe(204);
      const created = await browser.post('/api/v1/tus/entries', { uploadKey: id });
      expect(created.status).toBe(200);
      const row = await rowOf(server(), created.json.fileEntry.id);
      expect(row.storage_driver).toBe('local');
      expect(await storedBytes(disk(), row.storage_key!)).toBe(sha256(data));
    });

    it("a visitor's upload through a file request goes to the bucket", async () => {
      const folder = await createFolder(server(), 'Requests', { ownerId: owner.row.id });
      const made = await browser.post(requestsOf(folder.id), { title: 'Send it' });
      expect(made.status).toBe(200);
      const hash = made.json.fileRequest.hash as string;
      const visitor = new Browser(server());
      const who = await visitor.post(publicOf(hash, '/visitor'), {
        name: 'Ada Lovelace',
        email: 'ada@example.org',
      });
      expect(who.status).toBe(200);
      const done = await visitorUpload(server(), visitor, hash, 'notes.txt', 'analytical engine');
      expect(done.status).toBe(200);
      const row = await driveDb(server().app.db)
        .selectFrom('file_entries')
        .select(['storage_driver', 'storage_key'])
        .where('parent_id', '=', folder.id)
        .executeTakeFirstOrThrow();
      expect(row.storage_driver).toBe('s3');
      expect(await storedBytes(bucket, row.storage_key!)).toBe(
        sha256(new Uint8Array(Buffer.from('analytical engine'))),
      );
    });

    it('an avatar goes to the bucket', async () => {
      avatarUrl = await uploadAvatar(browser);
      const file = avatarUrl.split('/').pop();
      expect(await bucket.stat(`avatars/${file}`)).not.toBeNull();
      expect(await disk().stat(`avatars/${file}`)).toBeNull();
    });

    it('given S3 settings moved to another bucket, an upload in progress answers a clean 404 and starts over there', async () => {
      const other = { ...s3.settings, bucket: 'coffer-other' };
      const client = new s3Sdk.S3Client(s3ClientConfig(other));
      await client.send(new s3Sdk.CreateBucketCommand({ Bucket: other.bucket }));
      client.destroy();
      const data = bytes(30_000, 6);
      const { id } = await tusCreate(server().url, browser, data.length, { name: 'moved.bin' });
      expect((await tusPatch(server().url, browser, id!, 0, data.subarray(0, 10_000))).status).toBe(
        204,
      );
      await chooseStorage(server(), 's3', other);
      try {
        const head = await rawFetch(server().url, browser, 'HEAD', `/api/v1/tus/upload/${id}`, {
          headers: { 'Tus-Resumable': '1.0.0' },
        });
        expect(head.status).toBe(404);
        expect(head.headers.get('tus-resumable')).toBe('1.0.0');
        const again = await uploadViaTus(server().url, browser, 'moved.bin', data);
        expect(again.status).toBe(200);
        const row = await rowOf(server(), again.json.fileEntry.id);
        const otherBucket = s3Driver(other);
        expect(await storedBytes(otherBucket, row.storage_key!)).toBe(sha256(data));
        await otherBucket.close();
      } finally {
        await chooseStorage(server(), 's3', s3.settings);
      }
    });

    it('deleting forever removes each file from its own store', async () => {
      const local = await rowOf(server(), files.before.id);
      const remote = await rowOf(server(), files.form.id);
      const del = await browser.post('/api/v1/file-entries/delete', {
        entryIds: [files.before.id, files.form.id],
        deleteForever: true,
      });
      expect(del.status).toBe(200);
      expect(await disk().stat(local.storage_key!)).not.toBeNull();
      await runDueJobs(server().app);
      expect(await disk().stat(local.storage_key!)).toBeNull();
      expect(await bucket.stat(remote.storage_key!)).toBeNull();
      // The other files of each store are untouched.
      expect(await bucket.stat((await rowOf(server(), files.tus.id)).storage_key!)).not.toBeNull();
    });
  });

  describe('after switching back to local', () => {
    beforeAll(async () => chooseStorage(server(), 'local'));

    it('new uploads go to disk again, and files in the bucket still download', async () => {
      const res = await uploadMultipart(server().url, browser, 'back.bin', afterBack);
      expect(res.status).toBe(200);
      files.back = (await jsonOf(res)).fileEntry;
      const row = await rowOf(server(), files.back.id);
      expect(row.storage_driver).toBe('local');
      expect(await storedBytes(disk(), row.storage_key!)).toBe(sha256(afterBack));
      expect(await bucket.stat(row.storage_key!)).toBeNull();
      expect(await downloadedSha(files.tus.hash)).toBe(sha256(viaTus));
    });

    it('an avatar uploaded to the bucket still shows', async () => {
      const avatar = await server().fetch(avatarUrl);
      expect(avatar.status).toBe(200);
      expect(avatar.headers.get('content-type')).toBe('image/webp');
    });
  });
});
