import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { copyFile, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { FileRangeStream } from './file-stream';
import { assertStorageKey } from './keys';
import { type ByteRange, type StorageDriver, StorageNotFound, type StoredStat } from './types';

function missing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** Stores objects as files below `root` (DATA_DIR/storage by default). */
export function localDriver(root: string): StorageDriver {
  const pathOf = (key: string) => join(root, assertStorageKey(key));

  return {
    name: 'local',
    root,
    async put(key, body) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      // Write next to the target and rename, so a reader never sees half a file and a failed
      // write leaves nothing under the key. A random part keeps two writes of one key apart.
      const partial = `${target}.${process.pid}.${randomBytes(6).toString('hex')}.partial`;
      const out = createWriteStream(partial);
      try {
        await pipeline(body, out);
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return out.bytesWritten;
    },
    async get(key, range?: ByteRange) {
      const file = await open(pathOf(key), 'r').catch((error) => {
        if (missing(error)) throw new StorageNotFound(key);
        throw error;
      });
      try {
        const end = range ? range.end : (await file.stat()).size - 1;
        return new FileRangeStream(file, range ? range.start : 0, end);
      } catch (error) {
        await file.close();
        throw error;
      }
    },
    async stat(key): Promise<StoredStat | null> {
      try {
        const info = await stat(pathOf(key));
        return { size: info.size, modifiedAt: info.mtime };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async copy(from, to) {
      const target = pathOf(to);
      await mkdir(dirname(target), { recursive: true });
      await copyFile(pathOf(from), target).catch((error) => {
        if (missing(error)) throw new StorageNotFound(from);
        throw error;
      });
    },
    async move(from, to) {
      const target = pathOf(to);
      await mkdir(dirname(target), { recursive: true });
      await rename(pathOf(from), target).catch((error) => {
        if (missing(error)) throw new StorageNotFound(from);
        throw error;
      });
    },
    async close() {},
  } as StorageDriver & { root: string };
}
