import { join } from 'node:path';
import type { Config } from '../../config';
import { localDriver } from './local';
import { s3Driver } from './s3';
import type { StorageDriver } from './types';

export {
  assertRoomOnDisk,
  diskWatcher,
  type FreeSpaceGuard,
  freeSpaceGuard,
  watchDisk,
} from './free-space';
export { assertStorageKey, newStorageKey, STORAGE_KEY_PATTERN, thumbnailKey } from './keys';
export { localDriver } from './local';
export { type S3Settings, s3ClientConfig, s3Driver } from './s3';
export { parseTusMetadata } from './tus-metadata';
export type { ByteRange, StorageDriver, StoredStat } from './types';
export { StorageNotFound } from './types';

/** Folder of the local driver: DATA_DIR/storage. */
export function localStorageRoot(config: Config): string {
  return join(config.dataDir, 'storage');
}

/** The configured driver (`STORAGE_DRIVER`, local by default). */
export function createStorage(config: Config): StorageDriver {
  if (config.storage.driver === 's3') {
    if (!config.storage.s3) throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET');
    return s3Driver(config.storage.s3);
  }
  return localDriver(localStorageRoot(config));
}
