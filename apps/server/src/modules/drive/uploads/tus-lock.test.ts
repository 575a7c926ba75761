import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { expect, it } from 'vitest';
import { createUser, signIn } from '../../../../test/auth';
import { describeServer } from '../../../../test/harness';
import { type AppInstance, buildApp } from '../../../app';
import { SHARED_LOCK_TIMINGS, sharedLocker } from './tus-lock';
import { browserHeaders, rawFetch, sha256, tusCreate, tusPatch } from './upload.test-support';

const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

/*
 * tus's lock across instances (issue 30): two lockers on one database stand for two
 * instances. Then two real servers on one database and one DATA_DIR: a PATCH held open on
 * the first gives way to a PATCH of the same upload on the second, which finishes it.
 */
describeServer('tus lock shared by instances', (server) => {
  it('makes a request on another instance wait, and asks the holder to let go', async () => {
    const a = sharedLocker(server().app).newLock('upload-one');
    const b = sharedLocker(server().app).newLock('upload-one');
    let asked = 0;
    await a.lock(new AbortController().signal, () => {
      asked += 1;
    });
    let bHas = false;
    const bWaits = b
      .lock(new AbortController().signal, () => {})
      .then(() => {
        bHas = true;
      });
    await wait(SHARED_LOCK_TIMINGS.checkMs * 3);
    expect(asked).toBe(1);
    expect(bHas).toBe(false);
    await a.unlock();
    await bWaits;
    expect(bHas).toBe(true);
    await b.unlock();
  });

  it('takes over from an instance that died once its lease runs out', async () => {
    const timings = { ...SHARED_LOCK_TIMINGS, leaseMs: 400, renewMs: 60_000, acquireMs: 5_000 };
    const dead = sharedLocker(server().app, timings).newLock('upload-two');
    await dead.lock(new AbortController().signal, () => {});
    const started = Date.now();
    const next = sharedLocker(server().app, timings).newLock('upload-two');
    await next.lock(new AbortController().signal, () => {});
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    await next.unlock();
  });

  it('gives an upload held by a PATCH on one instance to a PATCH on another, which finishes it', async () => {
    let other: AppInstance | undefined;
    try {
      other = await buildApp(server().config, { logger: false, generateAdmin: false });
      const otherUrl = await other.listen({ port: 0, host: '127.0.0.1' });
      const user = await createUser(server());
      const browser = await signIn(server(), user);
      const data = new Uint8Array(randomBytes(4 * 1024 * 1024));
      const { id } = await tusCreate(server().url, browser, data.length, { name: 'shared.bin' });
      expect(id).toMatch(/^[a-f0-9]{32}$/);

      // A PATCH on the first instance that sends 1 MiB and then stalls, its connection open.
      const held = httpRequest(new URL(`${server().url}/api/v1/tus/upload/${id}`), {
        method: 'PATCH',
        headers: {
          ...browserHeaders(browser, 'PATCH'),
          'Tus-Resumable': '1.0.0',
          'Upload-Offset': '0',
          'Content-Type': 'application/offset+octet-stream',
          'Content-Length': String(data.length),
        },
      });
      const heldAnswer = new Promise<number>((done) => {
        held.on('response', (res) => {
          res.resume();
          done(res.statusCode ?? 0);
        });
        held.on('error', () => done(0));
      });
      held.write(data.subarray(0, 1024 * 1024));
      await wait(300);

      // The second instance asks for the upload: the first stops writing and answers.
      const head = await rawFetch(otherUrl, browser, 'HEAD', `/api/v1/tus/upload/${id}`, {
        headers: { 'Tus-Resumable': '1.0.0' },
      });
      const offset = Number(head.headers.get('upload-offset'));
      expect(offset).toBeGreaterThan(0);
      expect(offset).toBeLessThanOrEqual(1024 * 1024);
      const rest = await tusPatch(otherUrl, browser, id!, offset, data.subarray(offset));
      expect(rest.status).toBe(204);
      expect(rest.headers.get('upload-offset')).toBe(String(data.length));
      held.destroy();
      expect(await heldAnswer).not.toBe(204);

      const created = await rawFetch(otherUrl, browser, 'POST', '/api/v1/tus/entries', {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ uploadKey: id }),
      });
      expect(created.status).toBe(200);
      const { fileEntry } = (await created.json()) as { fileEntry: { hash: string } };
      const download = await rawFetch(
        server().url,
        browser,
        'GET',
        `/api/v1/file-entries/${fileEntry.hash}`,
      );
      expect(sha256(new Uint8Array(await download.arrayBuffer()))).toBe(sha256(data));
    } finally {
      await other?.close();
    }
  }, 60_000);
});
