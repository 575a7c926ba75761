import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from './client';
import { HttpError } from './http-error';

function recordingFetch(status = 200, body: unknown = { ok: true }) {
  return vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Response(body === undefined ? '' : JSON.stringify(body), { status }),
  );
}

describe('createHttpClient', () => {
  it('asks for JSON, sends cookies and returns the parsed body', async () => {
    const fetch = recordingFetch(200, { status: 'ok' });
    const http = createHttpClient({ fetch });
    await expect(http.get('health')).resolves.toEqual({ status: 'ok' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v1/health');
    expect(init!.credentials).toBe('include');
    expect((init!.headers as Record<string, string>).Accept).toBe('application/json');
  });

  it('sends a JSON body and the XSRF token on mutating calls', async () => {
    const fetch = recordingFetch();
    const http = createHttpClient({ fetch, readCookie: () => 'tok' });
    await http.post('folders', { name: 'Docs' });
    const init = fetch.mock.calls[0]![1]!;
    const headers = init.headers as Record<string, string>;
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers['X-XSRF-TOKEN']).toBe('tok');
    expect(init.body).toBe('{"name":"Docs"}');
  });

  it('does not send the XSRF token on GET', async () => {
    const fetch = recordingFetch();
    await createHttpClient({ fetch, readCookie: () => 'tok' }).get('x');
    expect(
      (fetch.mock.calls[0]![1]!.headers as Record<string, string>)['X-XSRF-TOKEN'],
    ).toBeUndefined();
  });

  it('sends DELETE as an overridden POST with the active workspace left off', async () => {
    const fetch = recordingFetch();
    await createHttpClient({ fetch, getWorkspaceId: () => 4 }).delete('file-entries/1');
    const [url, init] = fetch.mock.calls[0]!;
    expect(init?.method).toBe('POST');
    expect(url).toBe('/api/v1/file-entries/1?_method=DELETE');
  });

  it('adds the active workspace to a POST', async () => {
    const fetch = recordingFetch();
    await createHttpClient({ fetch, getWorkspaceId: () => 0 }).post('folders', {});
    expect(fetch.mock.calls[0]![0]).toBe('/api/v1/folders?workspaceId=0');
  });

  it('throws an HttpError carrying the status and the error payload', async () => {
    const payload = { message: 'The given data was invalid.', errors: { name: ['Required'] } };
    const http = createHttpClient({ fetch: recordingFetch(422, payload) });
    const error = await http.post('folders', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(422);
    expect((error as HttpError).payload).toEqual(payload);
  });

  it('gives an empty message when a failure has no JSON body', async () => {
    const http = createHttpClient({ fetch: async () => new Response('<html>', { status: 502 }) });
    const error = (await http.get('x').catch((e: unknown) => e)) as HttpError;
    expect(error.status).toBe(502);
    expect(error.payload.message).toBe('');
  });
});
