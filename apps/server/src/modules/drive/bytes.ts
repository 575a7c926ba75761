import type { AppInstance } from '../../app';

/** Where a file's bytes live: `file_entries.storage_driver` + `storage_key`. */
export interface StoredObject {
  driver: string;
  key: string;
}

/**
 * What the drive needs from storage (the storage module implements it and installs it
 * with `setDriveBytes(app, impl)`).
 */
export interface DriveBytes {
  /**
   * Deletes the bytes of each object and its thumbnail. Must succeed when an object is
   * already gone (purges are retried by the job queue).
   */
  delete(objects: StoredObject[]): Promise<void>;
  /** Copies an object's bytes (and thumbnail, if any) under a fresh key; answers where. */
  copy(object: StoredObject): Promise<StoredObject>;
}

declare module 'fastify' {
  interface FastifyInstance {
    driveBytes: DriveBytes;
  }
}

/**
 * Until storage is installed: deleting nothing succeeds, anything else fails loudly
 * (a purge job then stays queued rather than dropping bytes silently).
 */
export const noStorage: DriveBytes = {
  async delete(objects) {
    if (objects.length > 0) throw new Error('No storage driver is installed (app.driveBytes).');
  },
  async copy() {
    throw new Error('No storage driver is installed (app.driveBytes).');
  },
};

export function setDriveBytes(app: AppInstance, bytes: DriveBytes): void {
  app.driveBytes = bytes;
}

/** The job that deletes bytes after their rows are gone (queued in the same transaction). */
export const DELETE_BYTES_JOB = 'drive.delete-bytes';
