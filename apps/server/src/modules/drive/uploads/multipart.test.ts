import { describe, expect, it } from 'vitest';
import { describeServer } from '../../../../test/harness';
import { createFolder, createWorkspace } from '../drive.test-support';
import { driveDb, findEntry } from '../repo';
import {
  bytes,
  filesOnDisk,
  jsonOf,
  rawFetch,
  sha256,
  signedInUser,
  uploadMultipart,
} from './upload.test-support';

/** Larger than any parser buffer: the file part ends long after the first fields were read. */
const FIVE_MB = 5 * 1024 * 1024 + 123;

describeServer('POST file-entries (multipart)', (server) => {
  const session = signedInUser(server);

  /** The parent folder's name of an uploaded entry, and its workspace. */
  async function placeOf(entryId: number) {
    const row = await findEntry(server().app.db, entryId);
    const parent = row?.parent_id ? await findEntry(server().app.db, row.parent_id) : null;
    return {
      parent: parent?.name ?? null,
      workspaceId: row?.workspace_id,
      size: Number(row?.file_size),
    };
  }

  describe.each([
    ['before', false],
    ['after', true],
  ])('given the fields %s a 5 MB file', (_, fieldsAfter) => {
    const data = bytes(FIVE_MB, 7);
    const send = (fields: Record<string, string>) =>
      uploadMultipart(server().url, session.browser, 'big.bin', data, fields, undefined, {
        fieldsAfter,
      });

    it('then parentId puts it in that folder', async () => {
      const folder = await createFolder(server(), `Target ${fieldsAfter}`, {
        ownerId: session.user.row.id,
      });
      const res = await send({ parentId: String(folder.id) });
      expect(res.status).toBe(200);
      const { fileEntry } = await jsonOf(res);
      expect(await placeOf(fileEntry.id)).toMatchObject({ parent: folder.name, size: FIVE_MB });
      const download = await rawFetch(
        server().url,
        session.browser,
        'GET',
        `/api/v1/file-entries/${fileEntry.hash}`,
      );
      expect(sha256(new Uint8Array(await download.arrayBuffer()))).toBe(sha256(data));
    });

    it('then relativePath creates the folders it names', async () => {
      const res = await send({ relativePath: `Trip ${fieldsAfter}/Day 1` });
      expect(res.status).toBe(200);
      expect(await placeOf((await jsonOf(res)).fileEntry.id)).toMatchObject({ parent: 'Day 1' });
    });

    it('then workspaceId puts it in that workspace', async () => {
      const ws = await createWorkspace(server(), session.user.row.id);
      const res = await send({ workspaceId: String(ws) });
      expect(res.status).toBe(200);
      expect(await placeOf((await jsonOf(res)).fileEntry.id)).toMatchObject({ workspaceId: ws });
    });

    it('then an invalid field answers 422 and leaves no bytes behind', async () => {
      const before = filesOnDisk(server(), 'files').length;
      const res = await send({ parentId: '999999' });
      expect(res.status).toBe(422);
      expect(filesOnDisk(server(), 'files').length).toBe(before);
    });
  });

  describe('given a malformed body', () => {
    const multipart = (contentType: string, body: string) =>
      rawFetch(server().url, session.browser, 'POST', '/api/v1/file-entries', {
        headers: { 'content-type': contentType },
        body,
      });
    const part = (boundary: string, content: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n` +
      `Content-Type: text/plain\r\n\r\n${content}`;

    it('without a boundary, then it answers 400', async () => {
      const res = await multipart('multipart/form-data', part('xyz', 'hello\r\n--xyz--\r\n'));
      expect(res.status).toBe(400);
      expect((await jsonOf(res)).message).toBeTruthy();
    });

    it('cut off inside the file part, then it answers 400 and stores nothing', async () => {
      const before = filesOnDisk(server(), 'files').length;
      const res = await multipart(
        'multipart/form-data; boundary=xyz',
        part('xyz', 'hel'.repeat(5000)),
      );
      expect(res.status).toBe(400);
      expect(filesOnDisk(server(), 'files').length).toBe(before);
      const rows = await driveDb(server().app.db)
        .selectFrom('file_entries')
        .select('id')
        .where('owner_id', '=', session.user.row.id)
        .where('name', '=', 'a.txt')
        .execute();
      expect(rows).toEqual([]);
    });

    it('on the avatar, without a boundary or cut off, then it answers 400 saying so, never 500', async () => {
      const avatar = (type: string, body: string) =>
        rawFetch(server().url, session.browser, 'POST', '/api/v1/users/me/avatar', {
          headers: { 'content-type': type },
          body: body.replace('name="file"', 'name="avatar"'),
        });
      const noBoundary = await avatar('multipart/form-data', part('xyz', 'x\r\n--xyz--\r\n'));
      expect(noBoundary.status).toBe(400);
      // A cut-off body is the client's fault, said as such (not "too large").
      const cutOff = await avatar(
        'multipart/form-data; boundary=xyz',
        part('xyz', 'x'.repeat(3000)),
      );
      expect(cutOff.status).toBe(400);
      expect((await jsonOf(cutOff)).message).toBe(
        'The upload is not a well-formed multipart form.',
      );
    });
  });
});
