import { createRequire } from 'node:module';
import { PassThrough, type Readable } from 'node:stream';
import type * as ClientS3 from '@aws-sdk/client-s3';
import type { S3ClientConfig } from '@aws-sdk/client-s3';
import type * as LibStorage from '@aws-sdk/lib-storage';
import { assertStorageKey } from './keys';
import { type StorageDriver, StorageNotFound, type StoredStat } from './types';

export interface S3Settings {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKey: string | undefined;
  secretKey: string | undefined;
  /** Address buckets as `endpoint/bucket` (MinIO, s3rver, most self-hosted servers). */
  pathStyle: boolean;
}

/** The SDK client options for these settings (also used by the tus S3 store). */
export function s3ClientConfig(s: S3Settings): S3ClientConfig {
  return {
    region: s.region,
    endpoint: s.endpoint,
    forcePathStyle: s.pathStyle,
    // Streamed bodies would otherwise go out as aws-chunked with trailing checksums, which
    // many S3-compatible servers store verbatim (corrupting the object).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(s.accessKey && s.secretKey
      ? { credentials: { accessKeyId: s.accessKey, secretAccessKey: s.secretKey } }
      : {}),
  };
}

// The SDK's ESM build ("module" condition, picked by Vite under Vitest) has extensionless
// imports that Node cannot load; requiring it always gets the CommonJS build.
const require = createRequire(import.meta.url);
// Node 20 is supported by the SDK until 2027; its start-up warning would only add noise to the log.
// (The SDK reads the second name since 3.9xx; the first is kept for older installs.)
process.env.AWS_SDK_JS_SUPPRESS_NODE_VERSION_WARNING ??= '1';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
export const s3Sdk = require('@aws-sdk/client-s3') as typeof ClientS3;
const { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } =
  s3Sdk;
const { Upload } = require('@aws-sdk/lib-storage') as typeof LibStorage;

function notFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

/** Stores objects in an S3-compatible bucket; uploads stream as multipart (no buffering of the whole file). */
export function s3Driver(settings: S3Settings): StorageDriver {
  const client = new S3Client(s3ClientConfig(settings));
  const Bucket = settings.bucket;

  return {
    name: 's3',
    async put(key, body, options) {
      let size = 0;
      const counted = new PassThrough();
      counted.on('data', (chunk: Buffer) => {
        size += chunk.length;
      });
      const upload = new Upload({
        client,
        params: {
          Bucket,
          Key: assertStorageKey(key),
          Body: counted,
          ContentType: options?.contentType,
        },
      });
      body.on('error', (error) => counted.destroy(error));
      body.pipe(counted);
      await upload.done();
      return size;
    },
    async get(key, range) {
      try {
        const result = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: assertStorageKey(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        return result.Body as Readable;
      } catch (error) {
        if (notFound(error)) throw new StorageNotFound(key);
        throw error;
      }
    },
    async stat(key): Promise<StoredStat | null> {
      try {
        const head = await client.send(
          new HeadObjectCommand({ Bucket, Key: assertStorageKey(key) }),
        );
        return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: assertStorageKey(key) }));
      } catch (error) {
        if (!notFound(error)) throw error;
      }
    },
    async copy(from, to) {
      try {
        await client.send(
          new CopyObjectCommand({
            Bucket,
            Key: assertStorageKey(to),
            CopySource: `${Bucket}/${assertStorageKey(from)}`,
          }),
        );
      } catch (error) {
        if (notFound(error)) throw new StorageNotFound(from);
        throw error;
      }
    },
    async move(from, to) {
      await this.copy(from, to);
      await this.delete(from);
    },
    async close() {
      client.destroy();
    },
  };
}
