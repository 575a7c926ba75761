import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_CHUNK, FileRangeStream } from './file-stream';

const dir = mkdtempSync(join(tmpdir(), 'coffer-file-stream-'));
// Not a whole number of chunks, so the last read is a short one.
const content = randomBytes(3 * FILE_CHUNK + 12_345);
const path = join(dir, 'object.bin');
writeFileSync(path, content);
writeFileSync(join(dir, 'empty.bin'), '');

async function streamOf(file: string, start: number, end: number) {
  return new FileRangeStream(await open(file, 'r'), start, end);
}

/** An HTTP server whose every response is `make()` piped into it (as Fastify sends streams). */
let server: Server;
let base = '';
let make: () => Promise<FileRangeStream>;
let last: FileRangeStream | undefined;
beforeAll(async () => {
  server = createServer(async (_request, response) => {
    last = await make();
    last.on('error', () => response.destroy());
    last.pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

function download(): Promise<{ body: Buffer; complete: boolean }> {
  return new Promise((resolve, reject) => {
    get(base, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ body: Buffer.concat(chunks), complete: true }));
      response.on('error', () => resolve({ body: Buffer.concat(chunks), complete: false }));
    }).on('error', reject);
  });
}

describe('FileRangeStream', () => {
  it('sends the whole file byte-exact into an HTTP response (pooled buffers)', async () => {
    make = () => streamOf(path, 0, content.length - 1);
    const { body } = await download();
    expect(body.equals(content)).toBe(true);
    expect(last?.destroyed).toBe(true);
  });

  it('sends an inclusive range byte-exact, across chunk boundaries', async () => {
    const start = FILE_CHUNK - 7;
    const end = 2 * FILE_CHUNK + 99;
    make = () => streamOf(path, start, end);
    const { body } = await download();
    expect(body.equals(content.subarray(start, end + 1))).toBe(true);
  });

  it('sends an empty file as an empty body', async () => {
    make = () => streamOf(join(dir, 'empty.bin'), 0, -1);
    expect((await download()).body.length).toBe(0);
  });

  it('stops reading and closes the file when the client goes away', async () => {
    const big = join(dir, 'big.bin');
    writeFileSync(big, Buffer.alloc(64 * FILE_CHUNK, 1));
    make = () => streamOf(big, 0, 64 * FILE_CHUNK - 1);
    await new Promise<void>((resolve, reject) => {
      const request = get(base, (response) => {
        response.once('data', () => {
          request.destroy();
          resolve();
        });
      }).on('error', () => {});
      request.on('error', reject);
    });
    const stream = last as FileRangeStream;
    // The server notices the closed socket: the stream ends up destroyed, its file closed.
    if (!stream.closed) await new Promise((resolve) => stream.once('close', resolve));
    expect(stream.destroyed).toBe(true);
  });

  it('fails the response when the file is shorter than the range it was asked for', async () => {
    make = () => streamOf(path, 0, content.length + 5 * FILE_CHUNK);
    const { body, complete } = await download();
    expect(complete).toBe(false);
    expect(body.length).toBeLessThanOrEqual(content.length);
  });

  it('reads fresh buffers when consumed in other ways (chunks kept by the reader stay intact)', async () => {
    const kept: Buffer[] = [];
    for await (const chunk of await streamOf(path, 5, content.length - 1)) kept.push(chunk);
    expect(Buffer.concat(kept).equals(content.subarray(5))).toBe(true);

    // A PassThrough holds chunks past their write callback: it must get its own buffers.
    const through = new PassThrough({ highWaterMark: 64 * FILE_CHUNK });
    const source = await streamOf(path, 0, content.length - 1);
    source.pipe(through);
    await new Promise((resolve) => source.once('end', resolve));
    const held: Buffer[] = [];
    for await (const chunk of through) held.push(chunk);
    expect(Buffer.concat(held).equals(content)).toBe(true);
  });
});
