import type { AdminSettingsResponse, BootstrapData } from '@coffer/contract';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, uniqueEmail } from '../../../test/auth';
import { describeServer, type TestServer } from '../../../test/harness';
import { REDIS_CACHE_PREFIX } from '../../platform/cache';
import { JOBS_WAKE_CHANNEL, jobsDb } from '../../platform/jobs';
import { signInAsAdmin } from '../admin/admin.test-support';

/** The settings' cache, queue and realtime tabs (issue 26): drivers switched live, Redis checked first. */

const redisUrl = process.env.REDIS_URL;
/** Nothing listens there: a connection is refused at once. */
const DEAD_REDIS = 'redis://127.0.0.1:1';

async function settingRows(server: TestServer) {
  return server.app.db.selectFrom('settings').select(['key', 'value']).orderBy('key').execute();
}

describeServer('settings: cache, queue and realtime drivers', (server) => {
  it('starts on memory and in-process without REDIS_URL, with no Redis URL set', async () => {
    const { browser } = await signInAsAdmin(server());
    const answer = (await browser.get('/api/v1/settings')).json as AdminSettingsResponse;
    expect(answer.server['cache.driver']).toBe('memory');
    expect(answer.server['queue.driver']).toBe('in-process');
    expect(answer.server['realtime.driver']).toBe('in-process');
    expect(answer.client['realtime.enable']).toBe(true);
    expect(answer.server).not.toHaveProperty('redis.url');
    expect(answer.secrets['redis.url']).toBe(false);
    expect(await server().app.cache.driver()).toBe('memory');
  });

  it('refuses a Redis URL that does not answer PING with a field error, saving nothing', async () => {
    const { browser } = await signInAsAdmin(server());
    const before = await settingRows(server());
    const refused = await browser.post('/api/v1/settings', {
      server: { 'redis.url': DEAD_REDIS, 'cache.driver': 'redis', 'realtime.driver': 'redis' },
      client: { 'drive.default_view': 'grid' },
    });
    expect(refused.status).toBe(422);
    expect((refused.json as { errors: Record<string, string[]> }).errors).toEqual({
      'server.redis.url': ['Redis could not be reached at this URL.'],
    });
    expect(await settingRows(server())).toEqual(before);

    const missing = await browser.post('/api/v1/settings', { server: { 'queue.driver': 'redis' } });
    expect(missing.status).toBe(422);
    expect((missing.json as { errors: Record<string, string[]> }).errors).toEqual({
      'server.redis.url': ['Enter the Redis server’s URL.'],
    });
    const notRedis = await browser.post('/api/v1/settings', {
      server: { 'redis.url': 'http://127.0.0.1:6379' },
    });
    expect(notRedis.status).toBe(422);
    expect(Object.keys((notRedis.json as { errors: object }).errors)).toEqual(['server.redis.url']);
    expect(await settingRows(server())).toEqual(before);

    const tried = await browser.post('/api/v1/settings/redis/test', {
      server: { 'redis.url': DEAD_REDIS },
    });
    expect(tried.status).toBe(422);
    expect(Object.keys((tried.json as { errors: object }).errors)).toEqual(['server.redis.url']);
    expect(await server().app.cache.driver()).toBe('memory');
  });

  it('clears the cache: the plans the pricing page reads come from the database again', async () => {
    const { browser } = await signInAsAdmin(server());
    const { app } = server();
    await app.cache.set('test.value', { n: 1 }, 60_000);
    expect(await app.cache.get('test.value')).toEqual({ n: 1 });
    const remembered = await app.cache.remember('test.read', 60_000, async () => 'first');
    expect(remembered).toBe('first');
    expect(await app.cache.remember('test.read', 60_000, async () => 'second')).toBe('first');

    const cleared = await browser.post('/api/v1/settings/cache/clear');
    expect(cleared.status).toBe(200);
    expect((cleared.json as { message: string }).message).toBe('The cache was cleared.');
    expect(await app.cache.get('test.value')).toBeUndefined();
    expect(await app.cache.remember('test.read', 60_000, async () => 'second')).toBe('second');
  });

  it('turns live updates off: the bootstrap data says so and the stream is not served', async () => {
    const { browser } = await signInAsAdmin(server());
    try {
      const saved = await browser.post('/api/v1/settings', {
        client: { 'realtime.enable': false },
      });
      expect(saved.status).toBe(200);
      const bootstrap = (await browser.get('/api/v1/bootstrap-data')).json as BootstrapData;
      expect(bootstrap.settings.realtime.enable).toBe(false);
      const stream = await browser.get('/api/v1/notifications/stream');
      expect(stream.status).toBe(404);
      expect((stream.json as { message: string }).message).toBe('Live updates are turned off.');
    } finally {
      await server().app.db.deleteFrom('settings').execute();
    }
  });
});

if (!redisUrl) {
  console.warn(
    '\n⚠️  Redis settings tests SKIPPED (switching cache, queue and realtime to Redis live): REDIS_URL is not set.\n',
  );
}

describe.skipIf(!redisUrl)('settings: switching to Redis live', () => {
  let watcher: Redis;
  let listener: Redis;
  beforeAll(() => {
    watcher = new Redis(redisUrl!);
    listener = new Redis(redisUrl!);
  });
  afterAll(() => {
    watcher.disconnect();
    listener.disconnect();
  });

  /** The messages Redis carries on `channel` while `act` runs. */
  async function heardOn(channel: string, act: () => Promise<unknown>): Promise<string[]> {
    const heard: string[] = [];
    const onMessage = (from: string, message: string) => {
      if (from === channel) heard.push(message);
    };
    listener.on('message', onMessage);
    await listener.subscribe(channel);
    try {
      await act();
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      await listener.unsubscribe(channel);
      listener.off('message', onMessage);
    }
    return heard;
  }

  describeServer('Redis', (server) => {
    it('sends the cache, rate limits, events and job wake-ups through Redis once saved, and back when switched off', async () => {
      const { app } = server();
      const { browser } = await signInAsAdmin(server());
      const tried = await browser.post('/api/v1/settings/redis/test', {
        server: { 'redis.url': redisUrl },
      });
      expect(tried.status).toBe(200);
      expect((tried.json as { message: string }).message).toBe(
        'Redis answered PONG with these settings.',
      );
      // A user Redis does not know (a server without a password accepts any password alone).
      const wrongPassword = new URL(redisUrl!);
      wrongPassword.username = 'nobody';
      wrongPassword.password = 'not-the-password';
      const refused = await browser.post('/api/v1/settings/redis/test', {
        server: { 'redis.url': wrongPassword.href },
      });
      expect(refused.status).toBe(422);
      expect((refused.json as { errors: Record<string, string[]> }).errors).toEqual({
        'server.redis.url': ['Redis refused the password in this URL.'],
      });
      expect(JSON.stringify(refused.json)).not.toContain('not-the-password');
      // Before: nothing goes to Redis.
      expect(
        await heardOn('test.channel', () => app.events.publish('test.channel', { n: 0 })),
      ).toEqual([]);

      const saved = await browser.post('/api/v1/settings', {
        server: {
          'redis.url': redisUrl,
          'cache.driver': 'redis',
          'queue.driver': 'redis',
          'realtime.driver': 'redis',
        },
      });
      expect(saved.status).toBe(200);
      const answer = saved.json as AdminSettingsResponse;
      expect(answer.secrets['redis.url']).toBe(true);
      expect(JSON.stringify(answer)).not.toContain(redisUrl);

      // Cache: kept in Redis under Coffer's prefix; 'Clear cache' removes it there.
      const key = `test.${uniqueEmail()}`;
      await app.cache.set(key, { n: 1 }, 60_000);
      expect(await watcher.get(REDIS_CACHE_PREFIX + key)).toBe('{"n":1}');
      expect((await browser.post('/api/v1/settings/cache/clear')).status).toBe(200);
      expect(await watcher.exists(REDIS_CACHE_PREFIX + key)).toBe(0);

      // Rate limits: counted in Redis, nothing written to the table.
      await app.db.deleteFrom('rate_limits').execute();
      const phone = uniqueEmail();
      expect(
        (await new Browser(server()).post('/auth/login', { phone, password: 'x' })).status,
      ).toBe(422);
      expect(await watcher.keys(`coffer:rate:*${phone}*`)).not.toEqual([]);
      expect(await app.db.selectFrom('rate_limits').selectAll().execute()).toEqual([]);

      // Events: published over Redis pub/sub, and subscribers moved there.
      let delivered = 0;
      const off = await app.events.subscribe('test.moved', () => {
        delivered += 1;
      });
      expect(
        await heardOn('test.channel', () => app.events.publish('test.channel', { n: 1 })),
      ).toEqual(['{"n":1}']);
      await watcher.publish('test.moved', '{}');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(delivered).toBe(1);

      // Queue: a queued job wakes every instance's worker over Redis.
      const woken = await heardOn(JOBS_WAKE_CHANNEL, () =>
        app.jobs.enqueue(app.db, 'test.nothing', {}),
      );
      expect(woken.map((message) => JSON.parse(message))).toEqual([{ type: 'test.nothing' }]);
      await jobsDb(app.db).deleteFrom('jobs').execute();

      // Back to memory and in-process: nothing goes to Redis any more, subscribers follow.
      const back = await browser.post('/api/v1/settings', {
        server: {
          'cache.driver': 'memory',
          'queue.driver': 'in-process',
          'realtime.driver': 'in-process',
        },
      });
      expect(back.status).toBe(200);
      expect(
        await heardOn('test.channel', () => app.events.publish('test.channel', { n: 2 })),
      ).toEqual([]);
      await app.events.publish('test.moved', {});
      expect(delivered).toBe(2);
      await off();
      await app.cache.set(key, 1, 60_000);
      expect(await watcher.exists(REDIS_CACHE_PREFIX + key)).toBe(0);
      expect(await app.rateLimits.hit(`test:${phone}`, 60_000)).toMatchObject({ hits: 1 });
      expect(await app.db.selectFrom('rate_limits').selectAll().execute()).not.toEqual([]);
      await app.db.deleteFrom('settings').execute();
    });
  });
});
