import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, beforeEach } from 'vitest';
import { type Browser, createUser, signIn, type TestUser } from '../../../../test/auth';
import type { TestServer } from '../../../../test/harness';

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Headers a browser would send: its cookies, and the XSRF header on mutations. */
export function browserHeaders(browser: Browser | null, method: string): Record<string, string> {
  if (!browser) return {};
  const headers: Record<string, string> = {
    cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    'x-forwarded-for': browser.ip,
  };
  const xsrf = browser.cookies.get('XSRF-TOKEN');
  if (method !== 'GET' && method !== 'HEAD' && xsrf)
    headers['x-xsrf-token'] = decodeURIComponent(xsrf);
  return headers;
}

/** `Upload-Metadata` value: each key with its value in base64. */
export function tusMetadata(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');
}

/** A raw request from `browser` (null: a guest) to the test server. */
export function rawFetch(
  baseUrl: string,
  browser: Browser | null,
  method: string,
  path: string,
  init: { headers?: Record<string, string>; body?: RequestInit['body'] } = {},
): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method,
    redirect: 'manual',
    headers: { ...browserHeaders(browser, method), ...init.headers },
    body: init.body,
  });
}

/** tus creation: answers the upload id (last segment of Location) or the failed response. */
export async function tusCreate(
  baseUrl: string,
  browser: Browser | null,
  size: number,
  metadata: Record<string, string>,
): Promise<{ response: Response; id: string | null }> {
  const response = await rawFetch(baseUrl, browser, 'POST', '/api/v1/tus/upload', {
    headers: {
      'Tus-Resumable': '1.0.0',
      'Upload-Length': String(size),
      'Upload-Metadata': tusMetadata(metadata),
    },
  });
  const location = response.headers.get('location');
  return { response, id: location ? (location.split('/').pop() ?? null) : null };
}

export function tusPatch(
  baseUrl: string,
  browser: Browser | null,
  id: string,
  offset: number,
  chunk: Uint8Array,
  headers: Record<string, string> = {},
): Promise<Response> {
  return rawFetch(baseUrl, browser, 'PATCH', `/api/v1/tus/upload/${id}`, {
    headers: {
      'Tus-Resumable': '1.0.0',
      'Upload-Offset': String(offset),
      'Content-Type': 'application/offset+octet-stream',
      ...headers,
    },
    body: chunk,
  });
}

/** Uploads `bytes` through tus in two PATCHes and turns it into an entry; answers the JSON. */
export async function uploadViaTus(
  baseUrl: string,
  browser: Browser,
  name: string,
  bytes: Uint8Array,
  place: {
    parentId?: number | null;
    relativePath?: string;
    workspaceId?: number;
    filetype?: string;
  } = {},
) {
  const { id, response } = await tusCreate(baseUrl, browser, bytes.length, {
    name,
    filetype: place.filetype ?? 'application/octet-stream',
  });
  if (!id) throw new Error(`tus create failed: ${response.status} ${await response.text()}`);
  const half = Math.floor(bytes.length / 2);
  const first = await tusPatch(baseUrl, browser, id, 0, bytes.subarray(0, half));
  const second = await tusPatch(baseUrl, browser, id, half, bytes.subarray(half));
  if (first.status !== 204 || second.status !== 204)
    throw new Error(`tus patch failed ${first.status}/${second.status}`);
  const { parentId = null, relativePath, workspaceId } = place;
  return browser.post('/api/v1/tus/entries', {
    uploadKey: id,
    parentId,
    relativePath,
    workspaceId,
  });
}

/**
 * `POST file-entries` multipart: the fields, then the file (`fieldsAfter`: the file first,
 * as `curl -F file=@x -F parentId=7` and many libraries send it).
 */
export function uploadMultipart(
  baseUrl: string,
  browser: Browser | null,
  name: string,
  bytes: Uint8Array,
  fields: Record<string, string> = {},
  type = 'application/octet-stream',
  { fieldsAfter = false }: { fieldsAfter?: boolean } = {},
): Promise<Response> {
  const form = new FormData();
  const file = () => form.append('file', new Blob([bytes], { type }), name);
  if (fieldsAfter) file();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (!fieldsAfter) file();
  return rawFetch(baseUrl, browser, 'POST', '/api/v1/file-entries', { body: form });
}

/** A response's JSON, loosely typed: tests assert its shape. */
// biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely and assert their shape.
export async function jsonOf(response: Response): Promise<any> {
  return response.json();
}

/** A one-page PDF whose page shows `text` (Helvetica), for text-extraction tests. */
export function tinyPdf(text: string): Uint8Array {
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}

/** `n` bytes of a repeating pattern (`seed` shifts it), so two files differ. */
export const bytes = (n: number, seed = 1) => {
  const b = new Uint8Array(n);
  for (let i = 0; i < n; i++) b[i] = (i * 31 + seed) % 256;
  return b;
};

/** Names of the files under DATA_DIR/storage/{files,tus}: what staging left behind. */
export function filesOnDisk(server: TestServer, sub: 'files' | 'tus'): string[] {
  const root = join(server.config.dataDir, 'storage', sub);
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => d.name);
  } catch {
    return [];
  }
}

/** An account signed in for a suite's tests (`each`: a fresh one for every test). */
export function signedInUser(server: () => TestServer, { each = false } = {}) {
  const session = {} as { user: TestUser; browser: Browser };
  (each ? beforeEach : beforeAll)(async () => {
    session.user = await createUser(server());
    session.browser = await signIn(server(), session.user);
  });
  return session;
}
