import { describe, expect, it } from 'vitest';
import { apiPath, prepareRequest } from './url';

describe('apiPath (spec §7 path rule)', () => {
  it.each([
    ['users/me', '/api/v1/users/me'],
    ['/drive/file-entries', '/api/v1/drive/file-entries'],
    ['auth/login', '/auth/login'],
    ['secure/auth/social/google/login', '/secure/auth/social/google/login'],
    ['log-viewer/logs', '/log-viewer/logs'],
    ['horizon/api/stats', '/horizon/api/stats'],
    ['api/v1/health', '/api/v1/health'],
    ['https://example.com/x', 'https://example.com/x'],
    ['//cdn.example.com/x', '//cdn.example.com/x'],
  ])('%s → %s', (path, expected) => {
    expect(apiPath(path)).toBe(expected);
  });

  it('does not mistake a path that merely starts with "auth" for the auth root', () => {
    expect(apiPath('authors/1')).toBe('/api/v1/authors/1');
  });
});

describe('prepareRequest', () => {
  it('joins with, load and loadCount arrays with commas', () => {
    const { url } = prepareRequest('GET', 'users/me', {
      with: ['roles', 'tokens'],
      load: ['a', 'b'],
      loadCount: ['c'],
    });
    expect(url).toBe('/api/v1/users/me?with=roles%2Ctokens&load=a%2Cb&loadCount=c');
  });

  it('repeats other array params instead of joining them', () => {
    expect(prepareRequest('GET', 'x', { ids: [1, 2] }).url).toBe('/api/v1/x?ids=1&ids=2');
  });

  it('skips undefined and null params', () => {
    expect(prepareRequest('GET', 'x', { a: undefined, b: null, c: 0 }).url).toBe('/api/v1/x?c=0');
  });

  it.each(['GET', 'POST', 'PUT'] as const)('adds workspaceId on %s', (method) => {
    expect(prepareRequest(method, 'x', {}, 3).url).toContain('workspaceId=3');
  });

  it.each(['PATCH', 'DELETE'] as const)('does not add workspaceId on %s', (method) => {
    expect(prepareRequest(method, 'x', {}, 3).url).not.toContain('workspaceId');
  });

  it('keeps a workspaceId the caller set', () => {
    expect(prepareRequest('GET', 'x', { workspaceId: 9 }, 3).url).toBe('/api/v1/x?workspaceId=9');
  });

  it('adds nothing without an active workspace', () => {
    expect(prepareRequest('GET', 'x', {}, null).url).toBe('/api/v1/x');
  });

  it.each(['PUT', 'PATCH', 'DELETE'] as const)(
    'sends %s as POST with the override header and _method',
    (method) => {
      const prepared = prepareRequest(method, 'file-entries/1', {}, null);
      expect(prepared.method).toBe('POST');
      expect(prepared.headers['X-HTTP-Method-Override']).toBe(method);
      expect(prepared.url).toBe(`/api/v1/file-entries/1?_method=${method}`);
    },
  );

  it('sends GET and POST as they are', () => {
    expect(prepareRequest('GET', 'x').method).toBe('GET');
    expect(prepareRequest('POST', 'x').headers).toEqual({});
  });
});
