import { randomUUID } from 'node:crypto';
import { ERRORS, type Lock, type Locker, MemoryLocker, type RequestRelease } from '@tus/server';
import type { AppInstance } from '../../../app';
import { dropLease, releaseRequested, renewLease, requestRelease, takeLease } from './lock-repo';

export interface SharedLockTimings {
  /** How long a lease lasts unless renewed (an instance that died lets go after this). */
  leaseMs: number;
  /** How often the holder renews its lease. */
  renewMs: number;
  /** How often the holder looks whether a request elsewhere asked for the upload. */
  checkMs: number;
  /** How often a waiting request tries again. */
  pollMs: number;
  /** How long a request waits for the upload before tus answers it 500 (lock timeout). */
  acquireMs: number;
}

export const SHARED_LOCK_TIMINGS: SharedLockTimings = {
  leaseMs: 15_000,
  renewMs: 5_000,
  checkMs: 500,
  pollMs: 100,
  acquireMs: 30_000,
};

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms).unref());

/**
 * tus's lock on an upload, held across every instance sharing the database (issue 30): two
 * PATCHes of one upload never write at once, whichever instances they reach. A request first
 * takes tus's in-process lock (the same instance: the holder is asked at once), then a lease
 * row in `tus_locks`. A request on another instance that wants the upload marks the row; the
 * holder sees it within `checkMs` and is asked to stop (its write ends, tus answers it, it
 * unlocks). A holder that died stops renewing and its lease runs out after `leaseMs`.
 */
export function sharedLocker(
  app: AppInstance,
  timings: SharedLockTimings = SHARED_LOCK_TIMINGS,
): Locker {
  const local = new MemoryLocker({ acquireLockTimeout: timings.acquireMs });
  return {
    newLock(id: string): Lock {
      const inProcess = local.newLock(id);
      const holder = randomUUID();
      let watching: NodeJS.Timeout | undefined;
      return {
        async lock(signal: AbortSignal, release: RequestRelease) {
          await inProcess.lock(signal, release);
          try {
            await takeShared(signal);
          } catch (error) {
            await inProcess.unlock();
            throw error;
          }
          watch(release);
        },
        async unlock() {
          clearInterval(watching);
          await dropLease(app.db, id, holder).catch(() => {});
          await inProcess.unlock();
        },
      };

      async function takeShared(signal: AbortSignal): Promise<void> {
        const deadline = Date.now() + timings.acquireMs;
        for (;;) {
          const expiresAt = app.clock.iso(timings.leaseMs);
          if (await takeLease(app.db, id, holder, app.clock.iso(), expiresAt)) return;
          await requestRelease(app.db, id);
          if (signal.aborted || Date.now() > deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
          await sleep(timings.pollMs);
        }
      }

      function watch(release: RequestRelease): void {
        let asked = false;
        let renewedAt = Date.now();
        watching = setInterval(async () => {
          try {
            if (Date.now() - renewedAt >= timings.renewMs) {
              renewedAt = Date.now();
              await renewLease(app.db, id, holder, app.clock.iso(timings.leaseMs));
            }
            if (!asked && (await releaseRequested(app.db, id, holder))) {
              asked = true;
              await release();
            }
          } catch (error) {
            app.log.warn({ upload: id, error }, 'tus lock watch failed');
          }
        }, timings.checkMs);
        watching.unref();
      }
    },
  };
}
