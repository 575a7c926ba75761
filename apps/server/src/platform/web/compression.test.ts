import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/auth';
import {
  databaseKinds,
  startTestServer,
  TEST_INDEX_HTML,
  type TestServer,
} from '../../../test/harness';
import { jsonOf, rawFetch, uploadMultipart } from '../../modules/drive/uploads/upload.test-support';
import { COMPRESSION_THRESHOLD } from './compression';

const SCRIPT = `export const words = ${JSON.stringify('a compressible line of script. '.repeat(200))};\n`;
const ASSET = '/assets/index-Bq3xT9aa.js';

/** A web build as `vite build` leaves it: each text asset with its brotli and gzip copies. */
function webBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'coffer-web-build-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), TEST_INDEX_HTML);
  writeFileSync(join(dist, ASSET), SCRIPT);
  writeFileSync(join(dist, `${ASSET}.br`), brotliCompressSync(SCRIPT));
  writeFileSync(join(dist, `${ASSET}.gz`), gzipSync(SCRIPT));
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
}

describe.each(databaseKinds())(
  'the web build and API answers as the browser receives them [%s]',
  (kind) => {
    let server: TestServer;
    let cleanup: () => Promise<void>;
    let dist: string;
    beforeAll(async () => {
      dist = webBuild();
      ({ server, cleanup } = await startTestServer(kind, { WEB_DIST: dist }));
    });
    afterAll(async () => {
      await cleanup();
      rmSync(dist, { recursive: true, force: true });
    });
    const get = (path: string) => server.fetch(path);
    const raw = (path: string, acceptEncoding: string) =>
      bytesAsSent(`${server.url}${path}`, acceptEncoding);

    describe('a hashed asset', () => {
      it('goes as brotli when the browser accepts it, with its type, length and Vary', async () => {
        const answer = await raw(ASSET, 'gzip, deflate, br, zstd');
        expect(answer.headers['content-encoding']).toBe('br');
        expect(answer.headers['content-type']).toMatch(/^(text|application)\/javascript/);
        expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
        expect(answer.headers.vary).toMatch(/accept-encoding/i);
        expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
      });

      it('goes as gzip when the browser accepts only gzip', async () => {
        const answer = await raw(ASSET, 'gzip');
        expect(answer.headers['content-encoding']).toBe('gzip');
        expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
        expect(gunzipSync(answer.body).toString()).toBe(SCRIPT);
      });

      it('goes as it is to a client that accepts no encoding, still varying on it', async () => {
        for (const acceptEncoding of ['identity', '']) {
          const answer = await raw(ASSET, acceptEncoding);
          expect(answer.headers['content-encoding']).toBeUndefined();
          expect(answer.body.toString()).toBe(SCRIPT);
          expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(SCRIPT));
          expect(answer.headers.vary).toMatch(/accept-encoding/i);
        }
      });

      it('is cached for a year as immutable; a file without a hash is not', async () => {
        expect((await get(ASSET)).headers.get('cache-control')).toBe(
          'public, max-age=31536000, immutable',
        );
        expect((await get('/favicon.svg')).headers.get('cache-control')).not.toMatch(/immutable/);
      });

      it('carries no validator or range header, which an immutable file never uses; a file without a hash keeps its ETag', async () => {
        const script = await raw(ASSET, 'br');
        expect(script.headers.etag).toBeUndefined();
        expect(script.headers['accept-ranges']).toBeUndefined();
        expect((await get('/favicon.svg')).headers.get('etag')).toBeTruthy();
      });

      it('carries only the headers a script uses: no page policy, no cookie, not sniffed', async () => {
        const script = await raw(ASSET, 'br');
        expect(script.headers['x-content-type-options']).toBe('nosniff');
        for (const pageOnly of [
          'content-security-policy',
          'x-frame-options',
          'referrer-policy',
          'set-cookie',
          'last-modified',
        ])
          expect(script.headers[pageOnly], pageOnly).toBeUndefined();
        // A file a browser could render as a document keeps the page's protections.
        const svg = await raw('/favicon.svg', '');
        expect(svg.headers['content-security-policy']).toMatch(/default-src 'self'/);
        expect(svg.headers['x-frame-options']).toBe('SAMEORIGIN');
        // A script asked for under another path is not a built asset.
        const page = await raw('/login?x=/assets/a.js', 'br');
        expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
        expect(page.headers['set-cookie']?.join()).toMatch(/XSRF-TOKEN=/);
      });
    });

    describe('an app page', () => {
      it('is revalidated on every visit, also when asked for as /index.html', async () => {
        for (const path of ['/login', '/index.html']) {
          const page = await get(path);
          expect(page.headers.get('cache-control')).toBe('no-cache');
          expect(await page.text()).toContain('"user":null');
        }
      });

      it('is never stored by the browser once it carries a signed-in user', async () => {
        const browser = await signIn(server, await createUser(server));
        const page = await browser.get('/drive', { accept: 'text/html' });
        expect(page.text).toContain('"user":{');
        expect(page.headers.get('cache-control')).toBe('private, no-store');
      });

      it('is compressed, being over 1 KB with its bootstrap data', async () => {
        const answer = await raw('/login', 'br');
        expect(answer.headers['content-encoding']).toBe('br');
        expect(brotliDecompressSync(answer.body).toString()).toMatch(/^<!doctype html>/i);
      });
    });

    describe('an API answer', () => {
      it('in JSON over 1 KB goes compressed, with its compressed length and Vary', async () => {
        const plain = await raw('/api/v1/bootstrap-data', 'identity');
        expect(plain.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD);
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.headers.vary).toMatch(/accept-encoding/i);

        const brotli = await raw('/api/v1/bootstrap-data', 'gzip, deflate, br');
        expect(brotli.headers['content-encoding']).toBe('br');
        expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);
        expect(brotli.body.length).toBeLessThan(plain.body.length / 2);
        expect(JSON.parse(brotliDecompressSync(brotli.body).toString())).toEqual(
          JSON.parse(plain.body.toString()),
        );

        const gzipped = await raw('/api/v1/bootstrap-data', 'gzip');
        expect(gzipped.headers['content-encoding']).toBe('gzip');
        expect(JSON.parse(gunzipSync(gzipped.body).toString())).toEqual(
          JSON.parse(plain.body.toString()),
        );
      });

      it("given a user's JSON file, then its download streams as stored, with its length and ranges", async () => {
        const browser = await signIn(server, await createUser(server));
        const data = new TextEncoder().encode(JSON.stringify({ rows: 'x'.repeat(5000) }));
        const uploaded = await uploadMultipart(
          server.url,
          browser,
          'rows.json',
          data,
          {},
          'application/json',
        );
        const { fileEntry } = await jsonOf(uploaded);
        const download = await rawFetch(
          server.url,
          browser,
          'GET',
          `/api/v1/file-entries/${fileEntry.hash}`,
          {
            headers: { 'accept-encoding': 'gzip, deflate, br' },
          },
        );
        expect(download.status).toBe(200);
        expect(download.headers.get('content-encoding')).toBeNull();
        expect(Number(download.headers.get('content-length'))).toBe(data.length);
        expect(download.headers.get('accept-ranges')).toBe('bytes');
      });

      it('under 1 KB goes as it is', async () => {
        const answer = await raw('/api/v1/health', 'gzip, deflate, br');
        expect(answer.body.length).toBeLessThan(COMPRESSION_THRESHOLD);
        expect(answer.headers['content-encoding']).toBeUndefined();
        expect(JSON.parse(answer.body.toString())).toMatchObject({ status: 'ok' });
      });
    });
  },
);

/** A GET with Node's own HTTP client, which (unlike fetch) leaves the body encoded as sent. */
function bytesAsSent(
  url: string,
  acceptEncoding: string,
): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}
