import { join } from 'node:path';
import type { Config } from '../../config';

export {
  assertRoomOnDisk,
  diskWatcher,
  type FreeSpaceGuard,
  freeSpaceGuard,
  watchDisk,
} from './free-space';
export { assertStorageKey, newStorageKey, STORAGE_KEY_PATTERN, thumbnailKey } from './keys';
export { localDriver } from './local';
export { lookupStores, storedObject } from './lookup';
export { PROBE_MESSAGES, PROBE_PROBLEM, probeStorage } from './probe';
export {
  type StorageRegistry,
  type StorageSettings,
  s3SettingsOf,
  s3Signature,
  storageRegistry,
} from './registry';
export { type S3Settings, s3ClientConfig, s3Driver } from './s3';
export { parseTusMetadata } from './tus-metadata';
export type { ByteRange, StorageDriver, StoredStat } from './types';
export { StorageNotFound } from './types';

/** Folder of the local driver: DATA_DIR/storage. */
export function localStorageRoot(config: Config): string {
  return join(config.dataDir, 'storage');
}
