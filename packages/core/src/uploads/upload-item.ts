export const uploadStatuses = [
  'queued',
  'uploading',
  'paused',
  /** The browser went offline; it goes on by itself when the connection returns. */
  'offline',
  /** Left unfinished by an earlier page; resumes once the user picks the file again. */
  'interrupted',
  'finishing',
  'done',
  'failed',
  'cancelled',
] as const;
export type UploadStatus = (typeof uploadStatuses)[number];

/** One file of an upload queue. */
export interface UploadItem {
  id: string;
  name: string;
  /** Folders below the target folder (a folder upload keeps its tree). */
  relativePath: string | null;
  size: number;
  /** Bytes the server has. */
  sent: number;
  status: UploadStatus;
  /** Bytes per second over the last progress events. */
  speed: number;
  error: string | null;
}

/** What a failed upload says when the server gave no reason. */
export const UPLOAD_FAILED = 'The upload failed. Please try again.';

/** The directory part of a browser-relative path ("photos/2024/a.jpg" → "photos/2024"). */
export function directoryOf(path: string | undefined): string | null {
  if (!path) return null;
  const cut = path.lastIndexOf('/');
  return cut > 0 ? path.slice(0, cut) : null;
}

/** Seconds left at the current speed, or null while it is unknown. */
export function secondsLeft(item: Pick<UploadItem, 'size' | 'sent' | 'speed'>): number | null {
  return item.speed > 0 ? Math.ceil((item.size - item.sent) / item.speed) : null;
}

/** Whether a file is the one an interrupted upload was sending (same name and size). */
export function isSameFile(file: File, item: Pick<UploadItem, 'name' | 'size'>): boolean {
  return file.name === item.name && file.size === item.size;
}

/**
 * The server's refusal in an HTTP error (its payload's `message`) or a tus error (the JSON
 * `message` of its response body), else a generic line.
 */
export function refusalOf(error: unknown): string {
  const payload = (error as { payload?: { message?: string } } | null)?.payload;
  if (payload?.message) return payload.message;
  const response = (error as { originalResponse?: { getBody(): string } | null } | null)
    ?.originalResponse;
  const body = response?.getBody?.();
  if (body) {
    try {
      const parsed = JSON.parse(body) as { message?: string };
      if (parsed.message) return parsed.message;
    } catch {
      // Not JSON (a proxy's page): fall through to the generic message.
    }
  }
  return UPLOAD_FAILED;
}
