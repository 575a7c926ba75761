import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { seedQueryCache } from './query-state';

describe("the browser's query cache from the server's (ADR 0030)", () => {
  it('takes the answered queries, as fresh as the server had them', async () => {
    const server = new QueryClient();
    await server.prefetchQuery({ queryKey: ['billing', 'products'], queryFn: () => [{ id: 1 }] });
    await server.prefetchQuery({
      queryKey: ['failed'],
      queryFn: () => Promise.reject(new Error('no')),
      retry: false,
    });
    const answeredAt = server.getQueryState(['billing', 'products'])?.dataUpdatedAt;
    const browser = new QueryClient();
    seedQueryCache(browser, JSON.parse(JSON.stringify(dehydrate(server))));
    expect(browser.getQueryData(['billing', 'products'])).toEqual([{ id: 1 }]);
    expect(browser.getQueryState(['billing', 'products'])?.dataUpdatedAt).toBe(answeredAt);
    expect(browser.getQueryState(['failed'])).toBeUndefined();
  });
});
