/**
 * Uploads a previous page left unfinished. tus-js-client keeps each running upload's URL
 * in localStorage (`tus::<fingerprint>::<id>`) until it finishes; after a reload those
 * entries are what can be resumed, once the user picks the same file again (a page cannot
 * reopen a file by itself).
 */
export interface InterruptedUpload {
  /** The localStorage key (tus-js-client's `urlStorageKey`). */
  urlStorageKey: string;
  uploadUrl: string;
  size: number;
  creationTime: string;
  metadata: Record<string, string>;
}

const PREFIX = 'tus::';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage disabled (private mode policies): nothing was kept to resume.
    return null;
  }
}

/** The unfinished uploads to `endpoint` that this browser remembers, oldest first. */
export function findInterruptedUploads(endpoint: string): InterruptedUpload[] {
  const store = storage();
  if (!store) return [];
  const found: InterruptedUpload[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    // The fingerprint ends with the endpoint it was sent to.
    if (!key?.startsWith(PREFIX) || !key.includes(endpoint)) continue;
    try {
      const value = JSON.parse(store.getItem(key) ?? '') as Omit<
        InterruptedUpload,
        'urlStorageKey'
      >;
      if (typeof value.uploadUrl === 'string' && typeof value.size === 'number') {
        found.push({ ...value, metadata: value.metadata ?? {}, urlStorageKey: key });
      }
    } catch {
      // Another library's entry under the same prefix: not ours to read.
    }
  }
  return found.sort((a, b) => a.creationTime.localeCompare(b.creationTime));
}

/** Forgets an interrupted upload here (what the server holds is left to it). */
export function forgetInterruptedUpload(upload: InterruptedUpload): void {
  storage()?.removeItem(upload.urlStorageKey);
}
