import { finished, type Readable } from 'node:stream';
import type { ServerSettingValues } from '@coffer/contract';
import { localDriver } from './local';
import { type S3Settings, s3Driver } from './s3';
import type { StorageDriver } from './types';

/** The server settings (issue 26) that say where bytes go. */
export type StorageSettings = Pick<
  ServerSettingValues,
  | 'storage.driver'
  | 's3.endpoint'
  | 's3.region'
  | 's3.bucket'
  | 's3.access_key'
  | 's3.secret_key'
  | 's3.path_style'
>;

/**
 * Where bytes go and where they are, with the server settings read on each call, so an
 * admin's switch applies to the next upload of every instance without a restart. Bytes stay
 * where they were written: a row records its driver's name next to its key, and reads,
 * copies and deletes go to that driver, whatever is current.
 */
export interface StorageRegistry {
  /** The driver new bytes go to (`storage.driver`, now). */
  current(): Promise<StorageDriver>;
  /**
   * The driver holding bytes stored under `name` (`file_entries.storage_driver`; null, as on
   * rows older than the column, is local). 's3' is the bucket of the S3 settings in force now.
   */
  named(name: string | null): Promise<StorageDriver>;
  /** DATA_DIR/storage: always there, whatever the settings. */
  readonly local: StorageDriver;
  close(): Promise<void>;
}

/** Storage on `localRoot` and the S3-compatible store `settings()` describes. */
export function storageRegistry(options: {
  localRoot: string;
  settings: () => Promise<StorageSettings>;
}): StorageRegistry {
  const local = localDriver(options.localRoot);
  let s3: { signature: string; driver: StorageDriver; retire: () => Promise<void> } | null = null;
  /** Replaced S3 drivers still finishing what they started. */
  const retired = new Set<StorageDriver>();

  /** The S3 driver of these settings: the cached one while they are unchanged. */
  function s3For(values: StorageSettings): StorageDriver {
    const settings = s3SettingsOf(values);
    if (!settings) {
      throw new Error('S3 storage is not configured: the server settings name no bucket.');
    }
    const signature = s3Signature(settings);
    if (s3?.signature !== signature) {
      // The old client still serves what it has started (a download streaming, a copy);
      // it is closed once the last of those ends.
      if (s3) {
        const old = s3;
        retired.add(old.driver);
        void old
          .retire()
          .catch(() => {})
          .finally(() => retired.delete(old.driver));
      }
      const counted = countingUse(s3Driver(settings));
      s3 = { signature, ...counted };
    }
    return s3.driver;
  }

  return {
    local,
    async current() {
      const values = await options.settings();
      return values['storage.driver'] === 's3' ? s3For(values) : local;
    },
    async named(name) {
      if (name === null || name === 'local') return local;
      if (name === 's3') return s3For(await options.settings());
      throw new Error(`Unknown storage driver "${name}".`);
    },
    async close() {
      await local.close();
      await s3?.driver.close();
      s3 = null;
      // The app is going away: what a replaced driver still streams ends with it.
      await Promise.all([...retired].map((driver) => driver.close()));
      retired.clear();
    },
  };
}

/** The S3 driver settings of the server settings, or null when they name no bucket. */
export function s3SettingsOf(values: StorageSettings): S3Settings | null {
  if (!values['s3.bucket']) return null;
  return {
    endpoint: values['s3.endpoint'] || undefined,
    region: values['s3.region'] || 'us-east-1',
    bucket: values['s3.bucket'],
    accessKey: values['s3.access_key'] || undefined,
    secretKey: values['s3.secret_key'] || undefined,
    pathStyle: values['s3.path_style'],
  };
}

/** Equal for settings that reach the same bucket the same way (a cache key; holds the secret). */
export function s3Signature(settings: S3Settings): string {
  return JSON.stringify([
    settings.endpoint,
    settings.region,
    settings.bucket,
    settings.accessKey,
    settings.secretKey,
    settings.pathStyle,
  ]);
}

/**
 * The driver, counting the operations in progress (a read counts until its stream ends), and
 * `retire`, which closes it once none is left: closing an S3 client cuts its open sockets,
 * and with them any download still streaming.
 */
function countingUse(driver: StorageDriver): {
  driver: StorageDriver;
  retire: () => Promise<void>;
} {
  let active = 0;
  let idle: (() => void) | null = null;
  const release = () => {
    active -= 1;
    if (active === 0) idle?.();
  };
  const run = async <T>(operation: () => Promise<T>): Promise<T> => {
    active += 1;
    try {
      return await operation();
    } finally {
      release();
    }
  };
  return {
    driver: {
      name: driver.name,
      put: (key, body, options) => run(() => driver.put(key, body, options)),
      async get(key, range) {
        active += 1;
        let stream: Readable;
        try {
          stream = await driver.get(key, range);
        } catch (error) {
          release();
          throw error;
        }
        let released = false;
        finished(stream, () => {
          if (released) return;
          released = true;
          release();
        });
        return stream;
      },
      stat: (key) => run(() => driver.stat(key)),
      delete: (key) => run(() => driver.delete(key)),
      copy: (from, to) => run(() => driver.copy(from, to)),
      move: (from, to) => run(() => driver.move(from, to)),
      close: () => driver.close(),
    },
    async retire() {
      if (active > 0) await new Promise<void>((resolve) => (idle = resolve));
      await driver.close();
    },
  };
}
