import { describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../../test/auth';
import { describeServer } from '../../../../test/harness';
import { createRoleWith, uniqueRoleName } from '../../admin/admin.test-support';
import { TOO_MANY_FILES } from '../quota';
import { driveDb } from '../repo';
import { bytes, jsonOf, tusCreate, uploadMultipart, uploadViaTus } from './upload.test-support';

describeServer('files.create max_files', (server) => {
  /** A signed-in account whose only role lets it keep `max` files. */
  async function accountWithMaxFiles(max: number) {
    const role = uniqueRoleName('plan');
    await createRoleWith(server(), role, {
      'files.create': { max_files: max },
      'files.view': {},
      'files.delete': {},
    });
    const user = await createUser(server(), { roles: [role] });
    return { user, browser: await signIn(server(), user) };
  }

  describe('given an account at its plan’s file limit', () => {
    it('refuses a further multipart upload and a tus upload, trashed files counting until purged', async () => {
      const { user, browser } = await accountWithMaxFiles(2);
      for (const name of ['a.bin', 'b.bin']) {
        expect((await uploadMultipart(server().url, browser, name, bytes(10))).status).toBe(200);
      }
      const third = await uploadMultipart(server().url, browser, 'c.bin', bytes(10));
      expect(third.status).toBe(422);
      expect((await jsonOf(third)).message).toBe(TOO_MANY_FILES);

      await driveDb(server().app.db)
        .updateTable('file_entries')
        .set({ deleted_at: server().clock.iso() })
        .where('owner_id', '=', user.row.id)
        .execute();
      expect((await uploadMultipart(server().url, browser, 'd.bin', bytes(10))).status).toBe(422);
      const tus = await tusCreate(server().url, browser, 10, { name: 'e.bin' });
      expect(tus.response.status).toBe(422);
      expect(tus.id).toBeNull();

      const files = await driveDb(server().app.db)
        .selectFrom('file_entries')
        .select('name')
        .where('owner_id', '=', user.row.id)
        .execute();
      expect(files.map((f) => f.name).sort()).toEqual(['a.bin', 'b.bin']);
    });

    it('lets an account under the limit upload through tus, and folders do not count', async () => {
      const { browser } = await accountWithMaxFiles(1);
      const folder = await browser.post('/api/v1/folders', { name: 'Docs', parentId: null });
      expect(folder.status).toBe(200);
      const uploaded = await uploadViaTus(server().url, browser, 'one.bin', bytes(10));
      expect(uploaded.status).toBe(200);
      expect((await uploadMultipart(server().url, browser, 'two.bin', bytes(10))).status).toBe(422);
    });
  });
});
