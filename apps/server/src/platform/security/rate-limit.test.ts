import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, uniqueEmail } from '../../../test/auth';
import { describeServer, startTestServer } from '../../../test/harness';
import { type RedisConnections, redisConnections } from '../redis';
import { systemClock } from '../time/clock';
import {
  createRateLimitStore,
  enforceLimits,
  type RateLimitStore,
  TooManyAttempts,
} from './rate-limit';
import { randomToken } from './tokens';

const redisUrl = process.env.REDIS_URL;

/** A store on fixed settings: the cache on Redis at `url`, or in memory (the database). */
function fixedStore(
  db: never,
  url: string | undefined,
  connections: RedisConnections,
  clock = systemClock,
) {
  return createRateLimitStore(
    db,
    {
      settings: async () => ({ 'cache.driver': url ? 'redis' : 'memory', 'redis.url': url ?? '' }),
      connections,
    },
    clock,
  );
}

function storeContract(store: () => RateLimitStore) {
  it('counts hits within a window and starts over when it ends', async () => {
    const key = `test:${randomToken(6)}`;
    expect((await store().hit(key, 200)).hits).toBe(1);
    const second = await store().hit(key, 200);
    expect(second.hits).toBe(2);
    expect(second.resetAt).toBeGreaterThan(Date.now());
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await store().hit(key, 200)).hits).toBe(1);
  });

  it('enforceLimits throws 429 with Retry-After once any limit is over, and clear resets it', async () => {
    const key = `test:${randomToken(6)}`;
    const limits = [{ key, max: 2, windowMs: 60_000 }];
    await enforceLimits(store(), limits);
    await enforceLimits(store(), limits);
    const error = await enforceLimits(store(), limits).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TooManyAttempts);
    expect((error as TooManyAttempts).status).toBe(429);
    expect(Number((error as TooManyAttempts).headers['Retry-After'])).toBeGreaterThan(55);
    await store().clear(key);
    await expect(enforceLimits(store(), limits)).resolves.toBeUndefined();
  });
}

describeServer('rate limits in the database', (server) => {
  storeContract(() => server().app.rateLimits);

  it('keeps the count in the rate_limits table, not in process memory', async () => {
    const key = `test:${randomToken(6)}`;
    await server().app.rateLimits.hit(key, 60_000);
    const other = fixedStore(
      server().app.db as never,
      undefined,
      redisConnections(),
      server().app.clock,
    );
    expect((await other.hit(key, 60_000)).hits).toBe(2);
  });
});

if (!redisUrl) {
  console.warn('\n⚠️  Redis rate-limit tests SKIPPED: REDIS_URL is not set.\n');
}

describe.skipIf(!redisUrl)('rate limits in Redis', () => {
  let store: RateLimitStore;
  let other: RateLimitStore;
  const connections = [redisConnections(), redisConnections()];
  beforeAll(() => {
    store = fixedStore(undefined as never, redisUrl, connections[0]!);
    other = fixedStore(undefined as never, redisUrl, connections[1]!);
  });
  afterAll(async () => {
    await store.close();
    await other.close();
    for (const connection of connections) await connection.close();
  });
  storeContract(() => store);

  it('shares counts between instances', async () => {
    const key = `test:${randomToken(6)}`;
    await store.hit(key, 60_000);
    expect((await other.hit(key, 60_000)).hits).toBe(2);
  });
});

describe.skipIf(!redisUrl)('the server with REDIS_URL', () => {
  it('limits logins through Redis and writes nothing to the rate_limits table', async () => {
    const { server, cleanup } = await startTestServer('sqlite', { REDIS_URL: redisUrl! });
    try {
      const phone = uniqueEmail();
      for (let i = 0; i < 5; i++) {
        expect(
          (await new Browser(server).post('/auth/login', { phone, password: 'x' })).status,
        ).toBe(422);
      }
      const blocked = await new Browser(server).post('/auth/login', { phone, password: 'x' });
      expect(blocked.status).toBe(429);
      expect(await server.app.db.selectFrom('rate_limits').selectAll().execute()).toEqual([]);
    } finally {
      await cleanup();
    }
  });
});
