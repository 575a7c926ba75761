import type { AppInstance } from '../../../app';
import { defineModule } from '../../../platform/modules';
import {
  type FreeSpaceGuard,
  freeSpaceGuard,
  localStorageRoot,
  newStorageKey,
  type StorageDriver,
  type StorageRegistry,
  storageRegistry,
  thumbnailKey,
} from '../../../platform/storage';
import { type DriveBytes, type StoredObject, setDriveBytes } from '../bytes';
import { downloadRoutes } from '../downloads/routes';
import { thumbnailJobs } from '../thumbnails/jobs';
import { uploadRoutes } from '../uploads/routes';
import { versionRoutes } from '../versions/routes';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Where file bytes live: `current()` for new bytes (the `storage.driver` server setting,
     * read on each call), `named(row.storage_driver)` for bytes already stored.
     */
    storages: StorageRegistry;
    /** Free disk under DATA_DIR, checked before uploads (tests replace its probe). */
    freeSpace: FreeSpaceGuard;
  }
}

/**
 * The drive's byte operations: a delete goes to the object's own driver; a copy (duplicate)
 * is new bytes, so it goes to the current driver, read from the object's own.
 */
export function driveBytesOn(storages: StorageRegistry): DriveBytes {
  return {
    async delete(objects) {
      for (const object of objects) {
        const driver = await storages.named(object.driver);
        await driver.delete(object.key);
        await driver.delete(thumbnailKey(object.key));
      }
    },
    async copy(object) {
      const from = await storages.named(object.driver);
      const to = await storages.current();
      const key = newStorageKey();
      await copyObject(from, object.key, to, key);
      if (await from.stat(thumbnailKey(object.key))) {
        await copyObject(from, thumbnailKey(object.key), to, thumbnailKey(key));
      }
      return { driver: to.name, key } satisfies StoredObject;
    },
  };
}

/** Within one store the store copies; across two the bytes stream through this server. */
async function copyObject(from: StorageDriver, fromKey: string, to: StorageDriver, toKey: string) {
  if (from === to) return from.copy(fromKey, toKey);
  await to.put(toKey, await from.get(fromKey));
}

/**
 * Installs the storage (app.storages, app.driveBytes) and the storage routes: tus +
 * multipart uploads, downloads and zips, file versions, thumbnail and text-extraction jobs.
 */
export const storageModule = defineModule({
  name: 'coffer-storage',
  dependencies: ['coffer-drive'],
  register: installStorage,
});

function installStorage(app: AppInstance): void {
  const storages = storageRegistry({
    localRoot: localStorageRoot(app.config),
    settings: () => app.serverSettings.all(),
  });
  app.decorate('storages', storages);
  app.decorate('freeSpace', freeSpaceGuard(app.config));
  app.addHook('onClose', async () => storages.close());
  setDriveBytes(app, driveBytesOn(storages));
  thumbnailJobs(app);
  uploadRoutes(app);
  downloadRoutes(app);
  versionRoutes(app);
}
