import { createTextReader } from './text-pages';

/** A server answering Range requests over `bytes`, recording the ranges asked for. */
function rangeServer(bytes: Uint8Array<ArrayBuffer>, { ignoreRange = false } = {}) {
  const asked: string[] = [];
  const fetch = async (_url: RequestInfo | URL, init?: RequestInit) => {
    const range = new Headers(init?.headers).get('Range') ?? '';
    asked.push(range);
    const [, from, to] = /bytes=(\d+)-(\d+)/.exec(range) ?? [];
    const start = Number(from);
    if (ignoreRange) return new Response(bytes, { status: 200 });
    if (start >= bytes.length) return new Response(null, { status: 416 });
    const end = Math.min(Number(to), bytes.length - 1);
    return new Response(bytes.slice(start, end + 1), {
      status: 206,
      headers: { 'Content-Range': `bytes ${start}-${end}/${bytes.length}` },
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, asked };
}

const encode = (text: string) => new TextEncoder().encode(text);

describe('reading a text file in pages', () => {
  it('a small file is one page', async () => {
    const { fetch, asked } = rangeServer(encode('hello\nworld\n'));
    const reader = createTextReader('/f', { size: 12, fetch });
    const page = await reader.next();
    expect(page).toMatchObject({ text: 'hello\nworld\n', done: true, loaded: 12, total: 12 });
    expect(asked).toEqual(['bytes=0-11']);
  });

  it('pages end on a line break and the rest of the line opens the next page', async () => {
    const text = 'one\ntwo\nthree\nfour\n';
    const { fetch, asked } = rangeServer(encode(text));
    const reader = createTextReader('/f', { size: text.length, fetch, pageBytes: 10 });
    const first = await reader.next();
    expect(first).toMatchObject({ text: 'one\ntwo\n', done: false, loaded: 10 });
    const second = await reader.next();
    expect(second).toMatchObject({ text: 'three\nfour\n', done: true, loaded: 19 });
    expect(asked).toEqual(['bytes=0-9', 'bytes=10-18']);
  });

  it('a character split between two ranges is decoded whole', async () => {
    // "é" is two bytes; the first page ends between them.
    const bytes = encode('abcé\nxyz');
    const { fetch } = rangeServer(bytes);
    const reader = createTextReader('/f', { size: bytes.length, fetch, pageBytes: 4 });
    let all = '';
    for (let page = await reader.next(); ; page = await reader.next()) {
      all += page.text;
      expect(all).not.toContain('\uFFFD');
      if (page.done) break;
    }
    expect(all).toBe('abcé\nxyz');
  });

  it('believes the server about the size rather than the listing', async () => {
    const { fetch } = rangeServer(encode('short\n'));
    const reader = createTextReader('/f', { size: 1_000_000, fetch });
    expect(await reader.next()).toMatchObject({ text: 'short\n', done: true, total: 6 });
  });

  it('reads on past a listed size that is too small', async () => {
    const { fetch } = rangeServer(encode('grown\nlonger\n'));
    const reader = createTextReader('/f', { size: 6, fetch });
    expect(await reader.next()).toMatchObject({ text: 'grown\n', done: false, total: 13 });
    expect(await reader.next()).toMatchObject({ text: 'longer\n', done: true });
  });

  it('takes the whole body when the server ignores the Range', async () => {
    const { fetch } = rangeServer(encode('a\nb\nc\n'), { ignoreRange: true });
    const reader = createTextReader('/f', { size: 6, fetch, pageBytes: 2 });
    expect(await reader.next()).toMatchObject({ text: 'a\nb\nc\n', done: true });
  });

  it('an empty file is done without a request', async () => {
    const { fetch, asked } = rangeServer(new Uint8Array());
    const reader = createTextReader('/f', { size: 0, fetch });
    expect(await reader.next()).toMatchObject({ text: '', done: true });
    expect(asked).toEqual([]);
  });

  it('flags binary content', async () => {
    const { fetch } = rangeServer(new Uint8Array([0x50, 0x4b, 0, 0, 1, 2]));
    const reader = createTextReader('/f', { size: 6, fetch });
    expect((await reader.next()).binary).toBe(true);
  });

  it('a refusal is an error the preview can show', async () => {
    const fetch = (async () => new Response('{}', { status: 403 })) as typeof globalThis.fetch;
    await expect(createTextReader('/f', { size: 5, fetch }).next()).rejects.toThrow('403');
  });
});
