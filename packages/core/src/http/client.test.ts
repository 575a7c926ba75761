import { notificationsApi, systemApi } from '@coffer/contract';
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
  const noCheck = { checkAnswers: false };

  it('asks for JSON, sends cookies and returns the parsed body', async () => {
    const fetch = recordingFetch(200, { status: 'ok' });
    const http = createHttpClient({ fetch, ...noCheck });
    await expect(http.call(systemApi.health)).resolves.toEqual({ status: 'ok' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v1/health');
    expect(init!.credentials).toBe('include');
    expect((init!.headers as Record<string, string>).Accept).toBe('application/json');
  });

  it('sends a JSON body and the XSRF token on mutating calls', async () => {
    const fetch = recordingFetch();
    const http = createHttpClient({ fetch, readCookie: () => 'tok', ...noCheck });
    await http.call(notificationsApi.markAsRead, { body: { ids: [1] } });
    const init = fetch.mock.calls[0]![1]!;
    const headers = init.headers as Record<string, string>;
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers['X-XSRF-TOKEN']).toBe('tok');
    expect(init.body).toBe('{"ids":[1]}');
  });

  it('does not send the XSRF token on GET', async () => {
    const fetch = recordingFetch();
    await createHttpClient({ fetch, readCookie: () => 'tok', ...noCheck }).call(systemApi.health);
    expect(
      (fetch.mock.calls[0]![1]!.headers as Record<string, string>)['X-XSRF-TOKEN'],
    ).toBeUndefined();
  });

  it('sends DELETE as an overridden POST with the active workspace left off', async () => {
    const fetch = recordingFetch();
    await createHttpClient({ fetch, getWorkspaceId: () => 4, ...noCheck }).call(
      notificationsApi.remove,
      { params: { id: 1 } },
    );
    const [url, init] = fetch.mock.calls[0]!;
    expect(init?.method).toBe('POST');
    expect(url).toBe('/api/v1/notifications/1?_method=DELETE');
  });

  it('adds the active workspace to a POST', async () => {
    const fetch = recordingFetch();
    await createHttpClient({ fetch, getWorkspaceId: () => 0, ...noCheck }).call(
      notificationsApi.markAsRead,
      { body: { all: true } },
    );
    expect(fetch.mock.calls[0]![0]).toBe('/api/v1/notifications/mark-as-read?workspaceId=0');
  });

  it('throws an HttpError carrying the status and the error payload', async () => {
    const payload = { message: 'The given data was invalid.', errors: { ids: ['Required'] } };
    const http = createHttpClient({ fetch: recordingFetch(422, payload) });
    const error = await http
      .call(notificationsApi.markAsRead, { body: { ids: [] } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(422);
    expect((error as HttpError).payload).toEqual(payload);
  });

  it('tells the app when account gating refused a call, and still throws', async () => {
    const onAccountGate = vi.fn();
    const suspended = recordingFetch(403, { message: 'Suspended', code: 'account_suspended' });
    const http = createHttpClient({ fetch: suspended, onAccountGate, ...noCheck });
    await expect(http.call(systemApi.health)).rejects.toBeInstanceOf(HttpError);
    expect(onAccountGate).toHaveBeenCalledWith('account_suspended');

    const other = createHttpClient({
      fetch: recordingFetch(403, { message: 'No' }),
      onAccountGate,
      ...noCheck,
    });
    await expect(other.call(systemApi.health)).rejects.toBeInstanceOf(HttpError);
    expect(onAccountGate).toHaveBeenCalledTimes(1);
  });

  it('gives an empty message when a failure has no JSON body', async () => {
    const http = createHttpClient({ fetch: async () => new Response('<html>', { status: 502 }) });
    const error = await http.call(systemApi.health).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(502);
    expect((error as HttpError).payload.message).toBe('');
  });
});

describe('call (the endpoint map)', () => {
  const list = notificationsApi.list;
  const page = {
    pagination: { data: [], current_page: 1, per_page: 5, total: 0, last_page: 1 },
    unreadCount: 0,
  };

  it('fills the path, sends the query and overrides the method as the wire wants', async () => {
    const fetch = recordingFetch(200, { unreadCount: 2 });
    const http = createHttpClient({ fetch, checkAnswers: false });
    await expect(http.call(notificationsApi.remove, { params: { id: 7 } })).resolves.toEqual({
      unreadCount: 2,
    });
    expect(fetch.mock.calls[0]![0]).toBe('/api/v1/notifications/7?_method=DELETE');
    expect(fetch.mock.calls[0]![1]!.method).toBe('POST');
    await http.call(list, { query: { perPage: 5, page: 2 } });
    expect(fetch.mock.calls[1]![0]).toBe('/api/v1/notifications?perPage=5&page=2');
  });

  it('checks an answer against the endpoint’s response schema', async () => {
    const http = createHttpClient({ fetch: recordingFetch(200, page), checkAnswers: true });
    await expect(http.call(list)).resolves.toEqual(page);
    const wrong = createHttpClient({
      fetch: recordingFetch(200, { unreadCount: 'two' }),
      checkAnswers: true,
    });
    await expect(wrong.call(list)).rejects.toThrow(/notifications\.list.*does not match/);
  });

  it('is typed by the endpoint: params, body and answer', async () => {
    const http = createHttpClient({ fetch: recordingFetch(200, page), checkAnswers: false });
    // @ts-expect-error: the path needs :id
    await expect(http.call(notificationsApi.remove)).rejects.toThrow(':id');
    // @ts-expect-error: the body must be the mark-as-read payload
    await http.call(notificationsApi.markAsRead, { body: { ids: 'all' } });
    const answer = await http.call(list);
    // @ts-expect-error: the answer has no such field
    expect(answer.unread).toBeUndefined();
  });
});
