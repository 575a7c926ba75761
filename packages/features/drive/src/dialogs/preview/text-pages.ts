/** Bytes fetched per page of a text preview ("Load more" fetches the next). */
export const TEXT_PAGE_BYTES = 64 * 1024;

/** One page of a text file: whole lines, except where a line outgrows a page. */
export interface TextPage {
  text: string;
  /** Bytes of the file read so far (this page included). */
  loaded: number;
  /** The file's size in bytes. */
  total: number;
  done: boolean;
  /** The bytes look binary (a NUL byte in the first page). */
  binary: boolean;
}

export interface TextReaderOptions {
  /** The file's size as listed; the server's `Content-Range` corrects it. */
  size: number;
  /** @default TEXT_PAGE_BYTES */
  pageBytes?: number;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
}

/**
 * Reads a text file page by page with `Range` requests. Pages end on a line break (the
 * rest of the line starts the next page) so each can be highlighted alone, and UTF-8
 * characters split between two ranges are decoded whole.
 */
export function createTextReader(url: string, options: TextReaderOptions) {
  const pageBytes = options.pageBytes ?? TEXT_PAGE_BYTES;
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const decoder = new TextDecoder('utf-8');
  let total = options.size;
  let offset = 0;
  let carry = '';
  let done = false;

  const page = (text: string, binary = false): TextPage => {
    if (done) {
      const all = carry + text + decoder.decode();
      carry = '';
      return { text: all, loaded: offset, total, done, binary };
    }
    const joined = carry + text;
    const cut = joined.lastIndexOf('\n');
    // A page without any line break (minified files) is shown as it is.
    carry = cut === -1 ? '' : joined.slice(cut + 1);
    return {
      text: cut === -1 ? joined : joined.slice(0, cut + 1),
      loaded: offset,
      total,
      done,
      binary,
    };
  };

  return {
    /** Fetches and decodes the next page. */
    async next(signal?: AbortSignal): Promise<TextPage> {
      if (done || total === 0) {
        done = true;
        return page('');
      }
      const first = offset === 0;
      const end = Math.min(total, offset + pageBytes) - 1;
      const response = await doFetch(url, {
        credentials: 'include',
        headers: { Range: `bytes=${offset}-${end}` },
        signal,
      });
      if (response.status === 416) {
        // Nothing at that offset: the file is shorter than listed.
        total = offset;
        done = true;
        return page('');
      }
      if (!response.ok) throw new TextReadError(response.status);
      let bytes = new Uint8Array(await response.arrayBuffer());
      if (response.status === 206) {
        const size = /\/(\d+)$/.exec(response.headers.get('Content-Range') ?? '')?.[1];
        if (size) total = Number(size);
      } else {
        // A 200 is the whole file (the Range was ignored): keep what was not read yet.
        total = bytes.length;
        bytes = bytes.subarray(offset);
      }
      offset += bytes.length;
      done = offset >= total || bytes.length === 0;
      const binary = first && bytes.subarray(0, 8000).includes(0);
      return page(decoder.decode(bytes, { stream: !done }), binary);
    },
  };
}

export type TextReader = ReturnType<typeof createTextReader>;

/** The server refused a page (`status`: its HTTP status). */
export class TextReadError extends Error {
  constructor(readonly status: number) {
    super(`The file could not be read (${status}).`);
    this.name = 'TextReadError';
  }
}
