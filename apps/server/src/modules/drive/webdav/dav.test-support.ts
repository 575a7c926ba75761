import type { TestServer } from '../../../../test/harness';

/** A WebDAV client for tests: Basic auth with an address and a secret (a token or a password). */
export function davClient(server: () => TestServer, email: string, secret: string) {
  const auth = `Basic ${Buffer.from(`${email}:${secret}`).toString('base64')}`;
  const request = (method: string, path: string, init: RequestInit = {}) =>
    server().fetch(path, {
      ...init,
      method,
      headers: { authorization: auth, ...(init.headers as Record<string, string>) },
    });
  return {
    request,
    propfind: (path: string, depth: '0' | '1' | 'infinity' = '1', body?: string) =>
      request('PROPFIND', path, {
        headers: { depth, 'content-type': 'application/xml' },
        body,
      }),
    put: (path: string, body: string | Uint8Array, headers: Record<string, string> = {}) =>
      request('PUT', path, { body, headers }),
    mkcol: (path: string) => request('MKCOL', path),
    get: (path: string, headers: Record<string, string> = {}) => request('GET', path, { headers }),
    remove: (path: string) => request('DELETE', path),
    move: (from: string, to: string, headers: Record<string, string> = {}) =>
      request('MOVE', from, { headers: { destination: `${server().url}${to}`, ...headers } }),
    copy: (from: string, to: string, headers: Record<string, string> = {}) =>
      request('COPY', from, { headers: { destination: `${server().url}${to}`, ...headers } }),
  };
}

/** The hrefs of a multistatus answer, decoded, in order. */
export function hrefs(xml: string): string[] {
  return [...xml.matchAll(/<D:href>([^<]*)<\/D:href>/g)].map((m) => decodeURIComponent(m[1]!));
}
