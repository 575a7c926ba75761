import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assertStorageKey,
  localDriver,
  newStorageKey,
  StorageNotFound,
  s3Driver,
  thumbnailKey,
} from '.';
import { startLocalS3 } from './s3-test-server';
import type { StorageDriver } from './types';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

const drivers: Array<
  [string, () => Promise<{ driver: StorageDriver; stop: () => Promise<void> }>]
> = [
  [
    'local',
    async () => {
      const root = mkdtempSync(join(tmpdir(), 'coffer-storage-'));
      return {
        driver: localDriver(root),
        stop: async () => rmSync(root, { recursive: true, force: true }),
      };
    },
  ],
  [
    's3 (s3rver)',
    async () => {
      const s3 = await startLocalS3();
      const driver = s3Driver(s3.settings);
      return {
        driver,
        stop: async () => {
          await driver.close();
          await s3.stop();
        },
      };
    },
  ],
];

describe.each(drivers)('storage driver: %s', (_name, start) => {
  let driver: StorageDriver;
  let stop = async () => {};
  beforeAll(async () => {
    ({ driver, stop } = await start());
  });
  afterAll(async () => stop());

  it('given a stream put under a fresh key, then it reads back byte-exact with its size', async () => {
    const key = newStorageKey();
    const body = Buffer.alloc(6 * 1024 * 1024 + 123);
    for (let i = 0; i < body.length; i++) body[i] = (i * 7) % 251;
    expect(
      await driver.put(key, Readable.from([body.subarray(0, 1000), body.subarray(1000)])),
    ).toBe(body.length);
    expect(sha(await bytesOf(await driver.get(key)))).toBe(sha(body));
    const info = await driver.stat(key);
    expect(info?.size).toBe(body.length);
    expect(info?.modifiedAt).toBeInstanceOf(Date);
  });

  it('given a byte range, then only those bytes (inclusive end) are read', async () => {
    const key = newStorageKey();
    await driver.put(key, Readable.from([Buffer.from('0123456789')]));
    expect(await text(await driver.get(key, { start: 2, end: 5 }))).toBe('2345');
    expect(await text(await driver.get(key, { start: 9, end: 9 }))).toBe('9');
  });

  it('given an empty object, then it stores and reads zero bytes', async () => {
    const key = newStorageKey();
    expect(await driver.put(key, Readable.from([Buffer.alloc(0)]))).toBe(0);
    expect((await bytesOf(await driver.get(key))).length).toBe(0);
    expect((await driver.stat(key))?.size).toBe(0);
  });

  it('given a missing key, then stat is null, get rejects with StorageNotFound and delete succeeds', async () => {
    const key = newStorageKey();
    expect(await driver.stat(key)).toBeNull();
    await expect(driver.get(key)).rejects.toBeInstanceOf(StorageNotFound);
    await expect(driver.delete(key)).resolves.toBeUndefined();
    await expect(driver.copy(key, newStorageKey())).rejects.toBeInstanceOf(StorageNotFound);
  });

  it('after delete, the object is gone; deleting again is fine', async () => {
    const key = newStorageKey();
    await driver.put(key, Readable.from([Buffer.from('bye')]));
    await driver.delete(key);
    expect(await driver.stat(key)).toBeNull();
    await driver.delete(key);
  });

  it('after copy, both keys hold the bytes and are independent', async () => {
    const from = newStorageKey();
    const to = newStorageKey();
    await driver.put(from, Readable.from([Buffer.from('original')]));
    await driver.copy(from, to);
    await driver.delete(from);
    expect(await text(await driver.get(to))).toBe('original');
  });

  it('after move, the bytes are under the new key only', async () => {
    const from = newStorageKey();
    const to = thumbnailKey(newStorageKey());
    await driver.put(from, Readable.from([Buffer.from('moved')]));
    await driver.move(from, to);
    expect(await driver.stat(from)).toBeNull();
    expect(await text(await driver.get(to))).toBe('moved');
  });

  it('given a failing source stream, then put rejects and leaves nothing under the key', async () => {
    const key = newStorageKey();
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024));
        this.destroy(new Error('connection lost'));
      },
    });
    await expect(driver.put(key, failing)).rejects.toThrow();
    expect(await driver.stat(key)).toBeNull();
  });

  it('given a key that is not server-made (traversal, absolute, upper case), then every operation refuses it', async () => {
    for (const key of ['../etc/passwd', '/abs', 'files/../../x', 'Files/A', 'a//b', '']) {
      expect(() => assertStorageKey(key)).toThrow(/Invalid storage key/);
      await expect(driver.stat(key)).rejects.toThrow(/Invalid storage key/);
    }
  });
});
