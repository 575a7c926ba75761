import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpProblem } from '../http/errors';
import { PROBE_MESSAGES, probeStorage } from './probe';
import type { StorageSettings } from './registry';
import { type S3Settings, s3ClientConfig, s3Sdk } from './s3';
import { startLocalS3 } from './s3-test-server';

function asSettings(s3: S3Settings, changes: Partial<StorageSettings> = {}): StorageSettings {
  return {
    'storage.driver': 's3',
    's3.endpoint': s3.endpoint ?? '',
    's3.region': s3.region,
    's3.bucket': s3.bucket,
    's3.access_key': s3.accessKey ?? '',
    's3.secret_key': s3.secretKey ?? '',
    's3.path_style': s3.pathStyle,
    ...changes,
  };
}

/** The 422's field errors, or a failure when the probe passed or failed otherwise. */
async function refusal(promise: Promise<void>): Promise<Record<string, string[]>> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpProblem);
  expect((error as HttpProblem).status).toBe(422);
  expect((error as HttpProblem).message).toBe('Coffer could not use this storage.');
  return (error as HttpProblem).errors ?? {};
}

describe('probeStorage (the settings’ "Test connection")', () => {
  describe('on S3', () => {
    let s3: { settings: S3Settings; stop: () => Promise<void> };
    beforeAll(async () => {
      s3 = await startLocalS3();
    });
    afterAll(async () => s3.stop());

    it('given working settings, passes and leaves nothing in the bucket', async () => {
      await expect(probeStorage(asSettings(s3.settings))).resolves.toBeUndefined();
      const client = new s3Sdk.S3Client(s3ClientConfig(s3.settings));
      const listed = await client.send(
        new s3Sdk.ListObjectsV2Command({ Bucket: s3.settings.bucket }),
      );
      client.destroy();
      expect(listed.Contents ?? []).toEqual([]);
    });

    it('given a bucket that does not exist, names the bucket field', async () => {
      const errors = await refusal(
        probeStorage(asSettings(s3.settings, { 's3.bucket': 'no-such-bucket' })),
      );
      expect(errors).toEqual({ 'server.s3.bucket': [PROBE_MESSAGES.missingBucket] });
    });

    it('given an unknown access key, names the access key field', async () => {
      const errors = await refusal(
        probeStorage(asSettings(s3.settings, { 's3.access_key': 'WRONGKEY' })),
      );
      expect(errors).toEqual({ 'server.s3.access_key': [PROBE_MESSAGES.keysRefused] });
    });

    it('given no bucket name, asks for one', async () => {
      const errors = await refusal(probeStorage(asSettings(s3.settings, { 's3.bucket': '' })));
      expect(errors).toEqual({ 'server.s3.bucket': [PROBE_MESSAGES.noBucket] });
    });
  });

  // s3rver checks the access key only; these answers are what S3 itself sends.
  describe.each([
    ['SignatureDoesNotMatch', 403, 'server.s3.secret_key', PROBE_MESSAGES.keysRefused],
    ['AccessDenied', 403, 'server.s3.access_key', PROBE_MESSAGES.notAllowed],
    ['PermanentRedirect', 301, 'server.s3.region', PROBE_MESSAGES.otherRegion],
  ])('on S3 answering %s', (code, status, field, message) => {
    let server: HttpServer;
    let endpoint = '';
    beforeAll(async () => {
      server = createHttpServer((request, response) => {
        request.resume();
        response.writeHead(status, { 'content-type': 'application/xml' });
        response.end(
          `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>No.</Message></Error>`,
        );
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      endpoint = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    });
    afterAll(async () => {
      server.close();
    });

    it(`names ${field}`, async () => {
      const errors = await refusal(
        probeStorage(
          asSettings({
            endpoint,
            region: 'us-east-1',
            bucket: 'coffer-test',
            accessKey: 'KEY',
            secretKey: 'SECRET',
            pathStyle: true,
          }),
        ),
      );
      expect(errors).toEqual({ [field]: [message] });
    });
  });

  describe('on S3 that does not answer', () => {
    let silent: Server;
    let port = 0;
    beforeAll(async () => {
      // Accepts connections and never answers: the probe must give up on its own.
      silent = createServer(() => {});
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      port = (silent.address() as { port: number }).port;
    });
    afterAll(async () => {
      silent.close();
    });

    const settings = (endpoint: string) =>
      asSettings({
        endpoint,
        region: 'us-east-1',
        bucket: 'coffer-test',
        accessKey: 'S3RVER',
        secretKey: 'S3RVER',
        pathStyle: true,
      });

    it('given a server that never answers, gives up after the timeout and names the endpoint', async () => {
      const started = Date.now();
      const errors = await refusal(
        probeStorage(settings(`http://127.0.0.1:${port}`), { timeoutMs: 300 }),
      );
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(errors).toEqual({ 'server.s3.endpoint': [PROBE_MESSAGES.unreachable] });
    });

    it('given a port nothing listens on, names the endpoint', async () => {
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const free = (closed.address() as { port: number }).port;
      await new Promise<void>((resolve) => closed.close(() => resolve()));
      const errors = await refusal(probeStorage(settings(`http://127.0.0.1:${free}`)));
      expect(errors).toEqual({ 'server.s3.endpoint': [PROBE_MESSAGES.unreachable] });
    });
  });

  describe('on local disk', () => {
    let dir: string;
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'coffer-probe-'));
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const local = { 'storage.driver': 'local' } as StorageSettings;

    it('given a writable storage folder, passes', async () => {
      await expect(
        probeStorage(local, { localRoot: join(dir, 'storage') }),
      ).resolves.toBeUndefined();
    });

    it('given a storage folder that cannot be made (a file is in its place), refuses', async () => {
      writeFileSync(join(dir, 'blocked'), 'not a folder');
      const errors = await refusal(probeStorage(local, { localRoot: join(dir, 'blocked') }));
      expect(errors).toEqual({ 'server.storage.driver': [PROBE_MESSAGES.localNotWritable] });
    });
  });
});
