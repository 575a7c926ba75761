import type { HttpRequest } from 'tus-js-client';
import { getCookie } from '../cookies/cookies';
import type { InterruptedUpload } from './interrupted';

// What the queue's tus requests carry and ask outside tus-js-client: the session and its CSRF
// token, the server's offset of an upload, whether the browser is offline.

/**
 * How many bytes the server holds of an upload (tus `HEAD`): a number, `'gone'` when the
 * server no longer has it (expired or finished), or null when it cannot tell now. Not in
 * `interrupted.ts` beside `findInterruptedUploads`: a page's first load may look for
 * interrupted uploads without loading this.
 */
export async function uploadedBytes(upload: InterruptedUpload): Promise<number | 'gone' | null> {
  try {
    const token = getCookie('XSRF-TOKEN');
    const response = await fetch(upload.uploadUrl, {
      method: 'HEAD',
      credentials: 'include',
      headers: { 'Tus-Resumable': '1.0.0', ...(token ? { 'X-XSRF-TOKEN': token } : {}) },
    });
    if (response.status === 404 || response.status === 410) return 'gone';
    const offset = Number(response.headers.get('Upload-Offset'));
    return response.ok && Number.isFinite(offset) ? offset : null;
  } catch {
    return null;
  }
}

/** How long to wait before asking again while the server cannot tell an upload's offset. */
export const UPLOADED_BYTES_RETRY_DELAYS = [1000, 2000, 4000];

/**
 * `uploadedBytes`, asked again while the server cannot tell (an answer that is neither an
 * offset nor gone: the request that was sending the upload when the page went may still hold
 * it on the server, until it notices its client has gone).
 */
export async function uploadedBytesOnceKnown(
  upload: InterruptedUpload,
  delays: readonly number[] = UPLOADED_BYTES_RETRY_DELAYS,
): Promise<number | 'gone' | null> {
  let sent = await uploadedBytes(upload);
  for (const delay of delays) {
    if (sent !== null) break;
    await new Promise((resolve) => setTimeout(resolve, delay));
    sent = await uploadedBytes(upload);
  }
  return sent;
}

/** The browser says it has no connection. */
export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** The session cookie rides along on tus requests; mutating ones echo the CSRF token. */
export function withSession(req: HttpRequest) {
  const xhr = req.getUnderlyingObject() as XMLHttpRequest;
  if (xhr && 'withCredentials' in xhr) xhr.withCredentials = true;
  const token = getCookie('XSRF-TOKEN');
  if (token) req.setHeader('X-XSRF-TOKEN', token);
}
