import type { AppInstance } from '../../../app';
import { defineModule } from '../../../platform/modules';
import {
  createStorage,
  type FreeSpaceGuard,
  freeSpaceGuard,
  newStorageKey,
  type StorageDriver,
  thumbnailKey,
} from '../../../platform/storage';
import { type DriveBytes, type StoredObject, setDriveBytes } from '../bytes';
import { downloadRoutes } from '../downloads/routes';
import { thumbnailJobs } from '../thumbnails/jobs';
import { uploadRoutes } from '../uploads/routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where file bytes live (STORAGE_DRIVER). */
    storage: StorageDriver;
    /** Free disk under DATA_DIR, checked before uploads (tests replace its probe). */
    freeSpace: FreeSpaceGuard;
  }
}

function driverFor(storage: StorageDriver, object: StoredObject): StorageDriver {
  // Rows written under another driver (the config changed) cannot be reached from here;
  // failing keeps the delete job queued instead of forgetting the bytes.
  if (object.driver !== storage.name) {
    throw new Error(
      `Stored object uses driver "${object.driver}", configured is "${storage.name}"`,
    );
  }
  return storage;
}

/** The drive's byte operations (delete forever, duplicate) on a storage driver. */
export function driveBytesOn(storage: StorageDriver): DriveBytes {
  return {
    async delete(objects) {
      for (const object of objects) {
        const driver = driverFor(storage, object);
        await driver.delete(object.key);
        await driver.delete(thumbnailKey(object.key));
      }
    },
    async copy(object) {
      const driver = driverFor(storage, object);
      const key = newStorageKey();
      await driver.copy(object.key, key);
      if (await driver.stat(thumbnailKey(object.key))) {
        await driver.copy(thumbnailKey(object.key), thumbnailKey(key));
      }
      return { driver: driver.name, key };
    },
  };
}

/**
 * Installs the configured storage (app.storage, app.driveBytes) and the storage routes:
 * tus + multipart uploads, downloads and zips, thumbnail and text-extraction jobs.
 */
export const storageModule = defineModule({
  name: 'coffer-storage',
  dependencies: ['coffer-drive'],
  register: installStorage,
});

function installStorage(app: AppInstance): void {
  const storage = createStorage(app.config);
  app.decorate('storage', storage);
  app.decorate('freeSpace', freeSpaceGuard(app.config));
  app.addHook('onClose', async () => storage.close());
  setDriveBytes(app, driveBytesOn(storage));
  thumbnailJobs(app);
  uploadRoutes(app);
  downloadRoutes(app);
}
