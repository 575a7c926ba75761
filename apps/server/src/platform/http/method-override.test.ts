import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { applyMethodOverride } from './method-override';

function request(method: string, url: string, headers: Record<string, string> = {}) {
  return { method, url, headers } as unknown as IncomingMessage;
}

describe('applyMethodOverride', () => {
  it.each(['PUT', 'PATCH', 'DELETE'])(
    'routes a POST with X-HTTP-Method-Override: %s as %s',
    (method) => {
      const req = request('POST', '/api/v1/x', { 'x-http-method-override': method });
      expect(applyMethodOverride(req)).toBe('/api/v1/x');
      expect(req.method).toBe(method);
    },
  );

  it('reads _method from the query when the header is missing', () => {
    const req = request('POST', '/api/v1/x?_method=delete');
    applyMethodOverride(req);
    expect(req.method).toBe('DELETE');
  });

  it('ignores an override on GET and overrides to anything else', () => {
    const get = request('GET', '/x?_method=DELETE');
    applyMethodOverride(get);
    expect(get.method).toBe('GET');
    const post = request('POST', '/x', { 'x-http-method-override': 'TRACE' });
    applyMethodOverride(post);
    expect(post.method).toBe('POST');
  });
});
