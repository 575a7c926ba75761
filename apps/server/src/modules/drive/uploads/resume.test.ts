import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../../test/auth';
import { databaseKinds, startTestServer, type TestServer } from '../../../../test/harness';
import { buildApp } from '../../../app';
import { localS3Env, startLocalS3 } from '../../../platform/storage/s3-test-server';
import { browserHeaders, rawFetch, sha256, tusCreate, tusPatch } from './upload.test-support';

/** Sends the first `sent` bytes of a PATCH announcing `total`, then kills the connection. */
async function interruptedPatch(
  server: TestServer,
  headers: Record<string, string>,
  id: string,
  chunk: Uint8Array,
  sent: number,
  waitFor: () => Promise<boolean>,
): Promise<void> {
  const url = new URL(`${server.url}/api/v1/tus/upload/${id}`);
  const req = httpRequest(url, {
    method: 'PATCH',
    headers: {
      ...headers,
      'Tus-Resumable': '1.0.0',
      'Upload-Offset': '0',
      'Content-Type': 'application/offset+octet-stream',
      'Content-Length': String(chunk.length),
    },
  });
  req.on('error', () => {});
  req.write(chunk.subarray(0, sent));
  const deadline = Date.now() + 10_000;
  while (!(await waitFor()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  req.destroy();
  // Let the server notice the reset and release the upload's lock.
  await new Promise((r) => setTimeout(r, 300));
}

const variants: Array<[string, boolean]> = [
  ['local disk', false],
  ['S3 (s3rver)', true],
];

for (const kind of databaseKinds()) {
  describe.each(variants)(`tus resume across a restart [${kind}] on %s`, (_name, onS3) => {
    let server: TestServer;
    let cleanup = async () => {};
    let stopS3 = async () => {};
    beforeAll(async () => {
      const env: Record<string, string> = {};
      if (onS3) {
        const s3 = await startLocalS3();
        stopS3 = s3.stop;
        Object.assign(env, localS3Env(s3.settings));
      }
      ({ server, cleanup } = await startTestServer(kind, env));
    });
    afterAll(async () => {
      await cleanup();
      await stopS3();
    });

    it('given a PATCH killed mid-way and the server rebuilt on the same data, then HEAD gives the offset, the rest completes, and the file is byte-exact', async () => {
      const user = await createUser(server);
      const browser = await signIn(server, user);
      const data = new Uint8Array(randomBytes(12 * 1024 * 1024));
      const { id } = await tusCreate(server.url, browser, data.length, { name: 'movie.bin' });
      const created0 = await tusCreate(server.url, browser, 5, { name: 'probe.bin' });
      if (!created0.id) console.log(created0.response.status, await created0.response.text());
      expect(id).toMatch(/^[a-f0-9]{32}$/);
      const headOffset = async (base: string) => {
        const head = await rawFetch(base, browser, 'HEAD', `/api/v1/tus/upload/${id}`, {
          headers: { 'Tus-Resumable': '1.0.0' },
        });
        return Number(head.headers.get('upload-offset') ?? -1);
      };
      // On disk the offset grows while bytes arrive; on S3 once the first 8 MiB part is stored.
      await interruptedPatch(
        server,
        browserHeaders(browser, 'PATCH'),
        id!,
        data,
        10 * 1024 * 1024,
        async () => (await headOffset(server.url)) > 1024 * 1024,
      );

      // "Restart": close the app and build a new one on the same DATA_DIR and database.
      await server.app.close();
      const app = await buildApp(server.config, { logger: false, generateAdmin: false });
      const url = await app.listen({ port: 0, host: '127.0.0.1' });
      server.app = app;
      server.url = url;
      server.fetch = (path, init) => fetch(`${url}${path}`, { redirect: 'manual', ...init });

      const offset = await headOffset(url);
      expect(offset).toBeGreaterThanOrEqual(0);
      expect(offset).toBeLessThan(data.length);
      expect(offset).toBeGreaterThan(1024 * 1024);
      const rest = await tusPatch(url, browser, id!, offset, data.subarray(offset));
      expect(rest.status).toBe(204);
      expect(rest.headers.get('upload-offset')).toBe(String(data.length));

      const created = await browser.post('/api/v1/tus/entries', { uploadKey: id });
      expect(created.status).toBe(200);
      const download = await rawFetch(
        url,
        browser,
        'GET',
        `/api/v1/file-entries/${created.json.fileEntry.hash}`,
      );
      expect(sha256(new Uint8Array(await download.arrayBuffer()))).toBe(sha256(data));
    }, 60_000);
  });
}
