import { statfs } from 'node:fs/promises';
import { Transform } from 'node:stream';
import type { Config } from '../../config';
import { HttpProblem, STORAGE_FULL_MESSAGE } from '../http/errors';

/**
 * Keeps the disk under DATA_DIR from filling up with uploads: the database (SQLite, the
 * tus bookkeeping, sessions) lives there too, and a full disk would stop sign-in,
 * new folders and delete forever for everyone. Uploads are refused with 507 once they
 * would leave less than `reserve` bytes free.
 */
export interface FreeSpaceGuard {
  /** Bytes always left free (STORAGE_FREE_RESERVE_MB). */
  reserve: number;
  /** Free bytes on the disk, as an unprivileged writer sees them (replaceable in tests). */
  probe(): Promise<number>;
}

export function freeSpaceGuard(config: Config): FreeSpaceGuard {
  return {
    reserve: config.storage.freeReserve,
    async probe() {
      const stats = await statfs(config.dataDir);
      return stats.bavail * stats.bsize;
    },
  };
}

/**
 * 507 when writing `bytes` more (an upload's announced length or a request's body) to
 * `storage` would leave less than the reserve free. Checked before any byte of an upload is
 * accepted. Bytes bound for S3 land elsewhere, but a disk already below the reserve still
 * refuses them: the database beside it needs the room.
 */
export async function assertRoomOnDisk(
  guard: FreeSpaceGuard,
  bytes: number,
  storage: { name: string },
): Promise<void> {
  const landsHere = storage.name === 'local';
  const landing = landsHere && Number.isFinite(bytes) ? Math.max(0, bytes) : 0;
  if ((await guard.probe()) - landing < guard.reserve) {
    throw new HttpProblem(507, STORAGE_FULL_MESSAGE);
  }
}

/** How often a write in progress looks at the free space again. */
const WATCH_EVERY = 16 * 1024 * 1024;

/**
 * Counts the bytes of a write in progress: answers a check of the free space (507 once the
 * reserve is reached) every 16 MiB, null in between. A long upload stops before the disk
 * is full, not when a write fails on a full disk.
 */
export function diskWatcher(guard: FreeSpaceGuard): (bytes: number) => Promise<void> | null {
  let sinceCheck = 0;
  return (bytes) => {
    sinceCheck += bytes;
    if (sinceCheck < WATCH_EVERY) return null;
    sinceCheck = 0;
    return assertRoomOnDisk(guard, 0, { name: 'local' });
  };
}

/** {@link diskWatcher} as a pass-through for an upload's bytes. */
export function watchDisk(guard: FreeSpaceGuard): Transform {
  const watch = diskWatcher(guard);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const check = watch(chunk.length);
      if (!check) return done(null, chunk);
      check.then(
        () => done(null, chunk),
        (error: Error) => done(error),
      );
    },
  });
}
