/// <reference path="./s3rver.d.ts" />
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { type S3Settings, s3ClientConfig, s3Sdk } from './s3';

interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | undefined>;
  status: number;
  type: string;
  body: unknown;
  res: { once(event: 'close', listener: () => void): void };
}

/**
 * s3rver lacks ListParts and AbortMultipartUpload, which @tus/s3-store needs to resume and
 * terminate uploads; this answers both from s3rver's own files (uploads/<id>/<part>[.md5]).
 */
function multipartExtras(server: S3rver) {
  return async (ctx: KoaContext, next: () => Promise<void>) => {
    const uploadId = ctx.query.uploadId;
    const isListParts = ctx.method === 'GET' && uploadId && ctx.query.partNumber === undefined;
    const isAbort = ctx.method === 'DELETE' && uploadId;
    if (!uploadId || (!isListParts && !isAbort) || !/^[a-f0-9]+$/.test(uploadId)) return next();
    const [, bucket = '', ...keyParts] = decodeURIComponent(ctx.path).split('/');
    const dir = join(server.store.getResourcePath(bucket, undefined, 'uploads'), uploadId);
    if (isAbort) {
      rmSync(dir, { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    let numbers: number[];
    try {
      numbers = readdirSync(dir)
        .filter((f) => /^\d+$/.test(f))
        .map(Number)
        .sort((a, b) => a - b);
    } catch {
      ctx.status = 404;
      ctx.type = 'application/xml';
      ctx.body =
        '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>';
      return;
    }
    const parts = numbers
      .map((n) => {
        const size = statSync(join(dir, String(n))).size;
        const md5 = readFileSync(join(dir, `${n}.md5`), 'utf8').trim();
        return `<Part><PartNumber>${n}</PartNumber><ETag>"${md5}"</ETag><Size>${size}</Size></Part>`;
      })
      .join('');
    ctx.status = 200;
    ctx.type = 'application/xml';
    ctx.body = `<?xml version="1.0" encoding="UTF-8"?><ListPartsResult><Bucket>${bucket}</Bucket><Key>${keyParts.join('/')}</Key><UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>${parts}</ListPartsResult>`;
  };
}

/**
 * s3rver removes a folder left empty by a DELETE, which races with a PUT into the same folder
 * between its `mkdirp` and its file write (the write then fails unhandled and takes the process
 * down). Writes and deletes under one folder of one bucket therefore run one at a time.
 */
function oneWriterPerFolder() {
  const queues = new Map<string, Promise<void>>();
  return async (ctx: KoaContext, next: () => Promise<void>) => {
    if (ctx.method !== 'PUT' && ctx.method !== 'DELETE' && ctx.method !== 'POST') return next();
    const path = decodeURIComponent(ctx.path);
    const folder = path.slice(0, path.lastIndexOf('/'));
    // `/bucket/key`: a key with no folder leaves none behind to remove.
    if (folder.lastIndexOf('/') <= 0) return next();
    const before = queues.get(folder) ?? Promise.resolve();
    let release = () => {};
    const mine = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tail = before.then(() => mine);
    queues.set(folder, tail);
    const done = () => {
      release();
      if (queues.get(folder) === tail) queues.delete(folder);
    };
    // A client that goes away mid-body (its process was killed) leaves s3rver's write
    // waiting forever: the folder is free again once the connection is gone.
    ctx.res.once('close', done);
    await before;
    try {
      await next();
    } finally {
      done();
    }
  };
}

/** The environment that points a Coffer server at the local S3 server of `settings`. */
export function localS3Env(settings: S3Settings): Record<string, string> {
  return {
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: settings.endpoint ?? '',
    S3_BUCKET: settings.bucket,
    S3_ACCESS_KEY: 'S3RVER',
    S3_SECRET_KEY: 'S3RVER',
    S3_PATH_STYLE: '1',
  };
}

/**
 * A local S3-compatible server (s3rver) on a free loopback port with one empty bucket,
 * for tests and benchmarks. Not part of the production build.
 */
export async function startLocalS3(
  options: {
    /** Requests answered 500 instead (an S3 outage at a chosen step, for tests). */
    refuse?: (request: { method: string; query: Record<string, string | undefined> }) => boolean;
  } = {},
): Promise<{ settings: S3Settings; stop: () => Promise<void> }> {
  const directory = mkdtempSync(join(tmpdir(), 'coffer-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: !process.env.S3RVER_LOG,
    directory,
  });
  server.middleware.unshift(multipartExtras(server));
  server.middleware.unshift(oneWriterPerFolder());
  const { refuse } = options;
  if (refuse) {
    server.middleware.unshift(async (ctx: KoaContext, next: () => Promise<void>) => {
      if (!refuse(ctx)) return next();
      ctx.status = 500;
      ctx.type = 'application/xml';
      ctx.body =
        '<?xml version="1.0" encoding="UTF-8"?><Error><Code>InternalError</Code><Message>Refused by the test.</Message></Error>';
    });
  }
  const { port } = await server.run();
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: 'coffer-test',
    region: 'us-east-1',
    accessKey: 'S3RVER',
    secretKey: 'S3RVER',
    pathStyle: true,
  };
  const client = new s3Sdk.S3Client(s3ClientConfig(settings));
  await client.send(new s3Sdk.CreateBucketCommand({ Bucket: settings.bucket }));
  client.destroy();
  return {
    settings,
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
