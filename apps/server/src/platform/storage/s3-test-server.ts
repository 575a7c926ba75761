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
 * A local S3-compatible server (s3rver) on a free loopback port with one empty bucket,
 * for tests and benchmarks. Not part of the production build.
 */
export async function startLocalS3(): Promise<{ settings: S3Settings; stop: () => Promise<void> }> {
  const directory = mkdtempSync(join(tmpdir(), 'coffer-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: !process.env.S3RVER_LOG,
    directory,
  });
  server.middleware.unshift(multipartExtras(server));
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
