import { describe, expect, it } from 'vitest';
import { LINK_TEXT_PREVIEW_BYTES, readStart } from './LinkTextPreview';

/** A response whose body arrives in chunks of `chunk` bytes, counting what was pulled. */
function chunked(total: number, chunk: number) {
  let sent = 0;
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const size = Math.min(chunk, total - sent);
      controller.enqueue(new Uint8Array(size).fill(97));
      sent += size;
    },
    cancel() {
      cancelled = true;
    },
  });
  return {
    response: new Response(body),
    pulled: () => sent,
    cancelled: () => cancelled,
  };
}

describe('readStart', () => {
  it('reads a small file whole, not truncated', async () => {
    const { response } = chunked(1000, 300);
    const { bytes, truncated } = await readStart(response, LINK_TEXT_PREVIEW_BYTES);
    expect(bytes).toHaveLength(1000);
    expect(truncated).toBe(false);
  });

  it('stops a large file at the limit, says it is truncated and cancels the transfer', async () => {
    const stream = chunked(5 * LINK_TEXT_PREVIEW_BYTES, 64 * 1024 + 7);
    const { bytes, truncated } = await readStart(stream.response, LINK_TEXT_PREVIEW_BYTES);
    expect(bytes).toHaveLength(LINK_TEXT_PREVIEW_BYTES);
    expect(truncated).toBe(true);
    expect(stream.cancelled()).toBe(true);
    expect(stream.pulled()).toBeLessThan(2 * LINK_TEXT_PREVIEW_BYTES);
  });

  it('a file of exactly the limit is whole', async () => {
    const { response } = chunked(LINK_TEXT_PREVIEW_BYTES, 64 * 1024);
    const { bytes, truncated } = await readStart(response, LINK_TEXT_PREVIEW_BYTES);
    expect(bytes).toHaveLength(LINK_TEXT_PREVIEW_BYTES);
    expect(truncated).toBe(false);
  });
});
