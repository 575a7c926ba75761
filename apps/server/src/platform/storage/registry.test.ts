import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StorageRegistry, type StorageSettings, storageRegistry } from './registry';
import type { S3Settings } from './s3';
import { startLocalS3 } from './s3-test-server';

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('storage registry (drivers from the server settings)', () => {
  let s3: { settings: S3Settings; stop: () => Promise<void> };
  let root: string;
  let settings: StorageSettings;
  let storages: StorageRegistry;
  beforeAll(async () => {
    s3 = await startLocalS3();
    root = mkdtempSync(join(tmpdir(), 'coffer-registry-'));
    settings = {
      'storage.driver': 'local',
      's3.endpoint': s3.settings.endpoint ?? '',
      's3.region': s3.settings.region,
      's3.bucket': s3.settings.bucket,
      's3.access_key': s3.settings.accessKey ?? '',
      's3.secret_key': s3.settings.secretKey ?? '',
      's3.path_style': true,
    };
    // Read on every call, as app.serverSettings is: the tests change `settings` in place.
    storages = storageRegistry({ localRoot: root, settings: async () => ({ ...settings }) });
  });
  afterAll(async () => {
    await storages.close();
    await s3.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('given storage.driver, current() answers its driver on each call', async () => {
    settings['storage.driver'] = 'local';
    expect((await storages.current()).name).toBe('local');
    settings['storage.driver'] = 's3';
    expect((await storages.current()).name).toBe('s3');
    settings['storage.driver'] = 'local';
    expect(await storages.current()).toBe(storages.local);
  });

  it('keeps one S3 driver while the S3 settings stay, and builds another when they change', async () => {
    settings['storage.driver'] = 's3';
    const first = await storages.current();
    expect(await storages.current()).toBe(first);
    expect(await storages.named('s3')).toBe(first);
    settings['s3.region'] = 'eu-west-1';
    const second = await storages.current();
    expect(second).not.toBe(first);
    settings['s3.region'] = s3.settings.region;
  });

  it('named() answers the store of stored bytes whatever is current', async () => {
    settings['storage.driver'] = 's3';
    expect(await storages.named('local')).toBe(storages.local);
    // Rows older than the driver column hold null: their bytes are on disk.
    expect(await storages.named(null)).toBe(storages.local);
    settings['storage.driver'] = 'local';
    expect((await storages.named('s3')).name).toBe('s3');
    await expect(storages.named('ftp')).rejects.toThrow(/Unknown storage driver "ftp"/);
  });

  it('given S3 settings without a bucket, refuses to use S3 rather than guess', async () => {
    settings['storage.driver'] = 's3';
    settings['s3.bucket'] = '';
    await expect(storages.current()).rejects.toThrow(/no bucket/);
    await expect(storages.named('s3')).rejects.toThrow(/no bucket/);
    settings['s3.bucket'] = s3.settings.bucket;
    settings['storage.driver'] = 'local';
  });

  it('given a read in progress when the S3 settings change, the read still ends whole', async () => {
    settings['storage.driver'] = 's3';
    const old = await storages.current();
    const data = randomBytes(6 * 1024 * 1024);
    await old.put('files/aa/streaming', Readable.from([data]));
    const stream = await old.get('files/aa/streaming');
    settings['s3.region'] = 'eu-west-1';
    expect(await storages.current()).not.toBe(old);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(sha(Buffer.concat(chunks))).toBe(sha(data));
    settings['s3.region'] = s3.settings.region;
    settings['storage.driver'] = 'local';
  });
});
