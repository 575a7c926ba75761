import type { Readable } from 'node:stream';
import type { StorageRegistry } from './registry';
import { type StorageDriver, StorageNotFound } from './types';

/**
 * Where an object known only by its URL may be (an avatar, an uploaded logo: nothing records
 * the store its bytes went to): the current store first, then the other one (local, or the
 * S3 bucket when one is configured), so objects uploaded before an admin switched storage
 * still show.
 */
export async function lookupStores(storages: StorageRegistry): Promise<StorageDriver[]> {
  const current = await storages.current();
  const other =
    current.name === 'local' ? await storages.named('s3').catch(() => null) : storages.local;
  return other ? [current, other] : [current];
}

/** The object under `key` in `storage`; null when that store has none. */
export async function storedObject(storage: StorageDriver, key: string): Promise<Readable | null> {
  try {
    return await storage.get(key);
  } catch (error) {
    if (error instanceof StorageNotFound) return null;
    throw error;
  }
}
