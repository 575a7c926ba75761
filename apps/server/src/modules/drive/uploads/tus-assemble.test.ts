import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../../test/auth';
import { databaseKinds, startTestServer, type TestServer } from '../../../../test/harness';
import { localS3Env, startLocalS3 } from '../../../platform/storage/s3-test-server';
import { rawFetch, sha256, tusCreate, tusPatch } from './upload.test-support';

/*
 * Issue 30: an instance that dies between a tus upload's last part and the joining of the
 * parts (CompleteMultipartUpload) leaves every byte in the bucket and no object. Here S3
 * refuses the join instead, which leaves the same state; the finish joins the parts itself.
 */
for (const kind of databaseKinds()) {
  describe(`tus finish of an upload whose parts were never joined [${kind}]`, () => {
    let server: TestServer;
    let cleanup = async () => {};
    let stopS3 = async () => {};
    let refuseJoins = false;
    beforeAll(async () => {
      const s3 = await startLocalS3({
        // CompleteMultipartUpload: a POST with an upload id.
        refuse: ({ method, query }) => refuseJoins && method === 'POST' && !!query.uploadId,
      });
      stopS3 = s3.stop;
      ({ server, cleanup } = await startTestServer(kind, localS3Env(s3.settings)));
    });
    afterAll(async () => {
      await cleanup();
      await stopS3();
    });

    it('given every byte received and the join failed, then HEAD says complete, the finish makes the file, and it downloads byte-exact', async () => {
      const user = await createUser(server);
      const browser = await signIn(server, user);
      const data = new Uint8Array(randomBytes(300 * 1024));
      const { id } = await tusCreate(server.url, browser, data.length, { name: 'joined.bin' });
      expect(id).toMatch(/^[a-f0-9]{32}$/);

      refuseJoins = true;
      const patch = await tusPatch(server.url, browser, id!, 0, data);
      refuseJoins = false;
      expect(patch.status).toBe(500);
      const head = await rawFetch(server.url, browser, 'HEAD', `/api/v1/tus/upload/${id}`, {
        headers: { 'Tus-Resumable': '1.0.0' },
      });
      expect(head.headers.get('upload-offset')).toBe(String(data.length));

      const created = await browser.post('/api/v1/tus/entries', { uploadKey: id });
      expect(created.status).toBe(200);
      const download = await rawFetch(
        server.url,
        browser,
        'GET',
        `/api/v1/file-entries/${created.json.fileEntry.hash}`,
      );
      expect(download.status).toBe(200);
      expect(sha256(new Uint8Array(await download.arrayBuffer()))).toBe(sha256(data));

      // A second finish of the same upload gets the same entry; nothing is made twice.
      const again = await browser.post('/api/v1/tus/entries', { uploadKey: id });
      expect(again.status).toBe(200);
      expect(again.json.fileEntry.id).toBe(created.json.fileEntry.id);
    }, 60_000);
  });
}
