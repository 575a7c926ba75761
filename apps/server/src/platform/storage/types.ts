import type { Readable } from 'node:stream';

/** Inclusive byte range, as in an HTTP `Range: bytes=start-end` header. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredStat {
  size: number;
  modifiedAt: Date;
}

/**
 * Where file bytes live. Keys are always made by the server (`newStorageKey`), never from
 * user input; drivers still refuse keys outside `STORAGE_KEY_PATTERN` as a second line.
 */
export interface StorageDriver {
  /** `'local'` or `'s3'`: stored in `file_entries.storage_driver`. */
  readonly name: string;
  /** Writes the whole stream under `key` (replacing any object); answers the byte count. */
  put(key: string, body: Readable, options?: { contentType?: string }): Promise<number>;
  /** Reads the object, or only `range` of it. Rejects with `StorageNotFound` when missing. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  /** Size and modification time, or null when the object does not exist. */
  stat(key: string): Promise<StoredStat | null>;
  /** Removes the object; a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** Copies `from` to `to` within the same storage. */
  copy(from: string, to: string): Promise<void>;
  /** Moves `from` to `to` (a rename on disk, copy + delete on S3). */
  move(from: string, to: string): Promise<void>;
  close(): Promise<void>;
}

export class StorageNotFound extends Error {
  constructor(key: string) {
    super(`No stored object under ${key}`);
    this.name = 'StorageNotFound';
  }
}
