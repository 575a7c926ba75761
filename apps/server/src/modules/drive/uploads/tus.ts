import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import type { DataStore, Upload } from '@tus/server';
import { Server } from '@tus/server';
import type { AppInstance } from '../../../app';
import { localStorageRoot, s3ClientConfig } from '../../../platform/storage';

/** Unfinished uploads are dropped after this long (issue: 24 h). */
export const TUS_EXPIRATION_MS = 24 * 60 * 60_000;
export const TUS_PATH = '/api/v1/tus/upload';
/** Header the server (never the client) sets on the request it hands to tus: the uploader's id. */
export const UPLOADER_HEADER = 'x-coffer-uploader';
export const TUS_ID_PATTERN = /^[a-f0-9]{32}$/;

export interface TusBackend {
  server: Server;
  datastore: DataStore;
  /** Storage key (app.storage) of a finished upload's bytes. */
  objectKey(id: string): string;
  /** Drops the upload's bookkeeping once its bytes were moved away. */
  forget(id: string): Promise<void>;
  getUpload(id: string): Promise<Upload | null>;
}

/** The tus server on the configured storage: FileStore under DATA_DIR/storage/tus, or S3Store. */
export function createTus(app: AppInstance): TusBackend {
  const { config } = app;
  let datastore: DataStore;
  let objectKey: (id: string) => string;
  let forget: (id: string) => Promise<void>;
  if (config.storage.driver === 's3' && config.storage.s3) {
    const s3 = config.storage.s3;
    datastore = new S3Store({
      s3ClientConfig: { ...s3ClientConfig(s3), bucket: s3.bucket },
      expirationPeriodInMilliseconds: TUS_EXPIRATION_MS,
      // Object tags only feed bucket lifecycle rules, which many S3-compatible servers lack;
      // expired uploads are removed by the hourly `drive.tus-expired` task instead.
      useTags: false,
    });
    objectKey = (id) => id;
    forget = async (id) => {
      await app.storage.delete(`${id}.info`);
      await app.storage.delete(`${id}.part`);
    };
  } else {
    const store = new FileStore({
      directory: join(localStorageRoot(config), 'tus'),
      expirationPeriodInMilliseconds: TUS_EXPIRATION_MS,
    });
    datastore = store;
    objectKey = (id) => `tus/${id}`;
    forget = async (id) => store.configstore.delete(id);
  }

  const server = new Server({
    path: TUS_PATH,
    datastore,
    respectForwardedHeaders: true,
    namingFunction: () => randomBytes(16).toString('hex'),
    async onUploadCreate(req, upload) {
      const uploader = req.headers.get(UPLOADER_HEADER);
      if (!uploader) throw { status_code: 401, body: 'Unauthenticated.\n' };
      return { metadata: { ...upload.metadata, userId: uploader } };
    },
  });

  return {
    server,
    datastore,
    objectKey,
    forget,
    async getUpload(id) {
      if (!TUS_ID_PATTERN.test(id)) return null;
      try {
        return await datastore.getUpload(id);
      } catch {
        return null;
      }
    },
  };
}
