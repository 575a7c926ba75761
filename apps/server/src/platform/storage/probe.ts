import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { HttpProblem } from '../http/errors';
import { defineMessage } from '../i18n/define-message';
import { type StorageSettings, s3SettingsOf } from './registry';
import { s3ClientConfig, s3Sdk } from './s3';

/** How long the whole check may take before the store counts as unreachable. */
const PROBE_TIMEOUT_MS = 10_000;

export const PROBE_PROBLEM = defineMessage('Coffer could not use this storage.');

export const PROBE_MESSAGES = {
  noBucket: defineMessage('Enter the bucket’s name.'),
  unreachable: defineMessage('The bucket could not be reached with these settings.'),
  missingBucket: defineMessage('No bucket has this name.'),
  keysRefused: defineMessage('The access key or secret key was refused.'),
  notAllowed: defineMessage('These keys may not write to this bucket.'),
  otherRegion: defineMessage('The bucket is in another region.'),
  changedBytes: defineMessage('The storage did not give back the bytes Coffer wrote.'),
  localNotWritable: defineMessage('Coffer cannot write to its storage folder on this server.'),
} as const;

/**
 * Tries storage settings before they are saved (issue 26, "Test connection"): on S3 writes a
 * small object under a fresh key, reads it back and deletes it; on local disk does the same
 * in DATA_DIR/storage (`localRoot`). Answers nothing when all went well, else a 422 with the
 * reason on the field to fix (`server.s3.<key>`, as the settings form names its fields).
 */
export async function probeStorage(
  settings: StorageSettings,
  options: { localRoot?: string; timeoutMs?: number } = {},
): Promise<void> {
  if (settings['storage.driver'] === 'local') {
    if (!options.localRoot) throw new Error('probeStorage needs localRoot for local storage.');
    return probeLocal(options.localRoot);
  }
  return probeS3(settings, options.timeoutMs ?? PROBE_TIMEOUT_MS);
}

function problem(field: string, message: string): HttpProblem {
  return new HttpProblem(422, PROBE_PROBLEM, { [field]: [message] });
}

async function probeS3(values: StorageSettings, timeoutMs: number): Promise<void> {
  const settings = s3SettingsOf(values);
  if (!settings) throw problem('server.s3.bucket', PROBE_MESSAGES.noBucket);
  // One attempt: the SDK's retries would turn a wrong host into a long wait for one answer.
  const client = new s3Sdk.S3Client({ ...s3ClientConfig(settings), maxAttempts: 1 });
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  const Bucket = settings.bucket;
  const Key = `coffer-probe/${randomBytes(16).toString('hex')}`;
  const body = randomBytes(32).toString('hex');
  const send = { abortSignal: abort.signal };
  let written = false;
  try {
    await client.send(new s3Sdk.PutObjectCommand({ Bucket, Key, Body: body }), send);
    written = true;
    const read = await client.send(new s3Sdk.GetObjectCommand({ Bucket, Key }), send);
    const text = await read.Body?.transformToString();
    if (text !== body) throw problem('server.s3.endpoint', PROBE_MESSAGES.changedBytes);
    await client.send(new s3Sdk.DeleteObjectCommand({ Bucket, Key }), send);
    written = false;
  } catch (error) {
    if (error instanceof HttpProblem) throw error;
    throw s3Problem(error);
  } finally {
    clearTimeout(timer);
    // A failed read or delete leaves the probe object behind: one more try, unbounded by the
    // probe's timeout but cut short by its own.
    if (written) {
      await client
        .send(new s3Sdk.DeleteObjectCommand({ Bucket, Key }), {
          abortSignal: AbortSignal.timeout(timeoutMs),
        })
        .catch(() => {});
    }
    client.destroy();
  }
}

/** The field and message of an SDK error, by its S3 error code (the error's name). */
function s3Problem(error: unknown): HttpProblem {
  const name = (error as { name?: string }).name;
  switch (name) {
    case 'NoSuchBucket':
      return problem('server.s3.bucket', PROBE_MESSAGES.missingBucket);
    case 'InvalidAccessKeyId':
    case 'InvalidClientTokenId':
      return problem('server.s3.access_key', PROBE_MESSAGES.keysRefused);
    case 'SignatureDoesNotMatch':
      return problem('server.s3.secret_key', PROBE_MESSAGES.keysRefused);
    case 'AccessDenied':
      return problem('server.s3.access_key', PROBE_MESSAGES.notAllowed);
    case 'PermanentRedirect':
    case 'AuthorizationHeaderMalformed':
    case 'IllegalLocationConstraintException':
      return problem('server.s3.region', PROBE_MESSAGES.otherRegion);
    default:
      // No answer (a wrong host or port, a timeout, TLS) or one that is no S3 at all.
      return problem('server.s3.endpoint', PROBE_MESSAGES.unreachable);
  }
}

async function probeLocal(root: string): Promise<void> {
  const path = join(root, 'tmp', `probe-${randomBytes(16).toString('hex')}`);
  const body = randomBytes(32).toString('hex');
  try {
    await mkdir(join(root, 'tmp'), { recursive: true });
    await writeFile(path, body);
    if ((await readFile(path, 'utf8')) !== body) throw new Error('read back other bytes');
  } catch {
    throw problem('server.storage.driver', PROBE_MESSAGES.localNotWritable);
  } finally {
    await rm(path, { force: true }).catch(() => {});
  }
}
