import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { createUser, signIn } from '../../../../test/auth';
import { describeServer } from '../../../../test/harness';
import { tusFinalKey } from './finish';
import { rawFetch, sha256, tusCreate, tusPatch } from './upload.test-support';

/*
 * Issue 30: a tus finish is idempotent across a crash. An instance may die after moving the
 * bytes but before making the entry, or after making it but before answering; nginx then
 * sends the client's retry to another instance, which must make the file once, byte-exact.
 */
describeServer('tus finish retried after a crash', (server) => {
  const upload = async (name: string) => {
    const user = await createUser(server());
    const browser = await signIn(server(), user);
    const data = new Uint8Array(randomBytes(40_000));
    const { id } = await tusCreate(server().url, browser, data.length, { name });
    expect((await tusPatch(server().url, browser, id!, 0, data)).status).toBe(204);
    return { browser, data, id: id! };
  };
  const named = async (browser: Awaited<ReturnType<typeof upload>>['browser'], prefix: string) =>
    (await browser.get('/api/v1/drive/file-entries')).json.pagination.data.filter(
      (entry: { name: string }) => entry.name.startsWith(prefix),
    );
  const bytesOf = async (browser: Awaited<ReturnType<typeof upload>>['browser'], hash: string) =>
    sha256(
      new Uint8Array(
        await (
          await rawFetch(server().url, browser, 'GET', `/api/v1/file-entries/${hash}`)
        ).arrayBuffer(),
      ),
    );

  it('given the answer was lost after the entry was made, then the retry gets that entry, not a second file; a stranger gets 422', async () => {
    const { browser, data, id } = await upload('answered.bin');
    const first = await browser.post('/api/v1/tus/entries', { uploadKey: id });
    expect(first.status).toBe(200);
    const retry = await browser.post('/api/v1/tus/entries', { uploadKey: id });
    expect(retry.status).toBe(200);
    expect(retry.json.fileEntry.id).toBe(first.json.fileEntry.id);
    expect(await named(browser, 'answered')).toHaveLength(1);
    expect(await bytesOf(browser, retry.json.fileEntry.hash)).toBe(sha256(data));

    const stranger = await signIn(server(), await createUser(server()));
    expect((await stranger.post('/api/v1/tus/entries', { uploadKey: id })).status).toBe(422);
  });

  it('given the instance died after moving the bytes and before making the entry, then the retry makes the file from where they are', async () => {
    const { browser, data, id } = await upload('moved.bin');
    // What the dead instance did: the bytes went to the upload's final key, nothing else.
    const storage = await server().app.storages.named('local');
    await storage.move(`tus/${id}`, tusFinalKey(id));
    expect(await storage.stat(`tus/${id}`)).toBeFalsy();

    const retry = await browser.post('/api/v1/tus/entries', { uploadKey: id });
    expect(retry.json).toMatchObject({ fileEntry: { name: 'moved.bin' } });
    expect(retry.status).toBe(200);
    expect(await bytesOf(browser, retry.json.fileEntry.hash)).toBe(sha256(data));
    expect(await named(browser, 'moved')).toHaveLength(1);
  });
});
