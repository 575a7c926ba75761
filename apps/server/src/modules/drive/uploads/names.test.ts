import { DRIVE_MESSAGES } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { describeServer } from '../../../../test/harness';
import { createFolder } from '../drive.test-support';
import {
  jsonOf,
  signedInUser,
  tusCreate,
  uploadMultipart,
  uploadViaTus,
} from './upload.test-support';

/** Names that look harmless on screen: `report‮fdp.exe` shows as `reportexe.pdf`. */
const BAD_NAMES = {
  nul: 'report\u0000.pdf',
  bidiOverride: 'report\u202Efdp.exe',
  isolate: 'a\u2067b.txt',
  tab: 'a\tb.txt',
};

describeServer('one name rule for every entry name', (server) => {
  const session = signedInUser(server);

  describe.each(Object.entries(BAD_NAMES))('given a name with %s', (_, name) => {
    it('then creating a folder answers 422', async () => {
      const res = await session.browser.post('/api/v1/folders', { name });
      expect(res.status).toBe(422);
      expect(res.json.errors.name).toBeDefined();
    });

    it('then renaming to it answers 422', async () => {
      const folder = await createFolder(server(), `Rename me ${Math.random()}`, {
        ownerId: session.user.row.id,
      });
      const res = await session.browser.request('PUT', `/api/v1/file-entries/${folder.id}`, {
        name,
      });
      expect(res.status).toBe(422);
    });

    it('then a multipart upload under it answers 422', async () => {
      const res = await uploadMultipart(server().url, session.browser, name, new Uint8Array(10));
      expect(res.status).toBe(422);
    });

    it('then a tus upload under it is refused at creation (tus metadata)', async () => {
      const { response, id } = await tusCreate(server().url, session.browser, 10, { name });
      expect(response.status).toBe(422);
      expect(id).toBeNull();
    });

    it('then a folder of that name in relativePath answers 422 (tus/entries and multipart)', async () => {
      const viaTus = await uploadViaTus(
        server().url,
        session.browser,
        'ok.txt',
        new Uint8Array(10),
        {
          relativePath: `photos/${name}`,
        },
      );
      expect(viaTus.status).toBe(422);
      const viaForm = await uploadMultipart(
        server().url,
        session.browser,
        'ok.txt',
        new Uint8Array(10),
        {
          relativePath: `${name}/photos`,
        },
      );
      expect(viaForm.status).toBe(422);
    });
  });

  it('given relativePath segments that climb or are too long, then the upload is refused', async () => {
    for (const relativePath of ['..\\..\\x', 'a/../b', `a/${'f'.repeat(900)}`]) {
      const res = await uploadMultipart(server().url, session.browser, 'x.txt', new Uint8Array(3), {
        relativePath,
      });
      expect(res.status, relativePath).toBe(422);
      expect((await jsonOf(res)).errors.relativePath).toBeDefined();
    }
  });

  it('given a file name over 255 characters, then the upload is refused rather than cut', async () => {
    const res = await uploadMultipart(
      server().url,
      session.browser,
      `${'n'.repeat(300)}.txt`,
      new Uint8Array(3),
    );
    expect(res.status).toBe(422);
    expect((await jsonOf(res)).message).toBe(DRIVE_MESSAGES.nameTooLong);
  });

  it('given ordinary names with accents, spaces and emoji, then they are kept as sent', async () => {
    const res = await uploadMultipart(
      server().url,
      session.browser,
      'Café menu 🍰.txt',
      new Uint8Array(3),
      {
        relativePath: 'Été 2024/Photos (1)',
      },
    );
    expect(res.status).toBe(200);
    expect((await jsonOf(res)).fileEntry.name).toBe('Café menu 🍰.txt');
  });
});
