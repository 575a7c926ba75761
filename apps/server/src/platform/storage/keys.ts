import { randomBytes } from 'node:crypto';

/** Lower-case letters, digits, `-`, `_` and `.` in `/`-separated segments; no `..`, no leading `/`. */
export const STORAGE_KEY_PATTERN = /^(?!.*\.\.)[a-z0-9_-][a-z0-9._-]*(\/[a-z0-9_-][a-z0-9._-]*)*$/;

export function assertStorageKey(key: string): string {
  if (!STORAGE_KEY_PATTERN.test(key))
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  return key;
}

/** A fresh key for a file's bytes: `files/ab/<32 hex>` (the 2-char shard keeps folders small on disk). */
export function newStorageKey(): string {
  const id = randomBytes(16).toString('hex');
  return `files/${id.slice(0, 2)}/${id}`;
}

/** Where the thumbnail of the object under `key` is stored. */
export function thumbnailKey(key: string): string {
  return assertStorageKey(`thumbnails/${key.replace(/^files\//, '')}.webp`);
}
