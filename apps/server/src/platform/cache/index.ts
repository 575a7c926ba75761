import type { ServerSettingValues } from '@coffer/contract';
import type { EventBus } from '../events';
import type { RedisConnections } from '../redis';

/**
 * A small cache of JSON values with a time to live (issue 26, settings' cache tab): in this
 * instance's memory (least recently used out first) or in Redis, as `cache.driver` says at
 * each call, so the admin's switch applies on the next request without a restart.
 */
export interface Cache {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** The cached value of `key`, or `read()`'s, kept for `ttlMs`. */
  remember<T>(key: string, ttlMs: number, read: () => Promise<T>): Promise<T>;
  /** Drops every cached value (the admin's 'Clear cache'). */
  clear(): Promise<void>;
  /** The driver in use now (`memory` or `redis`). */
  driver(): Promise<CacheStore['name']>;
  close(): Promise<void>;
}

export interface CacheStore {
  readonly name: 'memory' | 'redis';
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  clear(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    cache: Cache;
  }
}

export type CacheSettings = Pick<ServerSettingValues, 'cache.driver' | 'redis.url'>;

/** Entries a memory cache keeps before dropping the least recently used. */
export const MEMORY_CACHE_ENTRIES = 1000;

export function memoryStore(maxEntries = MEMORY_CACHE_ENTRIES, now = Date.now): CacheStore {
  // A Map iterates in insertion order: re-inserting on read keeps the oldest use first.
  const entries = new Map<string, { value: string; expiresAt: number }>();
  return {
    name: 'memory',
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expiresAt <= now()) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    async set(key, value, ttlMs) {
      entries.delete(key);
      entries.set(key, { value, expiresAt: now() + ttlMs });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    async delete(key) {
      entries.delete(key);
    },
    async clear() {
      entries.clear();
    },
  };
}

/** Coffer's keys in Redis start with this; 'Clear cache' removes those and nothing else. */
export const REDIS_CACHE_PREFIX = 'coffer:cache:';

export function redisStore(connections: RedisConnections, url: string): CacheStore {
  const redis = () => connections.client(url);
  return {
    name: 'redis',
    async get(key) {
      return (await redis().get(REDIS_CACHE_PREFIX + key)) ?? undefined;
    },
    async set(key, value, ttlMs) {
      await redis().set(REDIS_CACHE_PREFIX + key, value, 'PX', Math.max(1, Math.round(ttlMs)));
    },
    async delete(key) {
      await redis().del(REDIS_CACHE_PREFIX + key);
    },
    async clear() {
      let cursor = '0';
      do {
        const [next, keys] = await redis().scan(
          cursor,
          'MATCH',
          `${REDIS_CACHE_PREFIX}*`,
          'COUNT',
          500,
        );
        if (keys.length > 0) await redis().del(...keys);
        cursor = next;
      } while (cursor !== '0');
    },
  };
}

/** Told to every instance when a key is dropped, so each memory cache drops it too. */
export const CACHE_CHANNEL = 'cache.invalidate';

/**
 * The cache of the server settings in force at each call. A memory cache is one per instance:
 * a key deleted or a clear is also told over the event bus, so every instance's memory drops
 * it. Moving from memory to Redis empties the memory, so moving back serves nothing stale.
 */
export function createCache(options: {
  settings: () => Promise<CacheSettings>;
  connections: RedisConnections;
  events: EventBus;
}): Cache {
  const memory = memoryStore();
  let redis: { url: string; store: CacheStore } | null = null;
  let unsubscribe: (() => Promise<void>) | null = null;
  const listening = options.events
    .subscribe(CACHE_CHANNEL, (payload) => {
      const key = (payload as { key?: string | null }).key;
      void (key ? memory.delete(key) : memory.clear());
    })
    .then((off) => {
      unsubscribe = off;
    });

  async function store(): Promise<CacheStore> {
    const values = await options.settings();
    if (values['cache.driver'] === 'redis' && values['redis.url']) {
      if (redis?.url !== values['redis.url']) {
        redis = {
          url: values['redis.url'],
          store: redisStore(options.connections, values['redis.url']),
        };
        await memory.clear();
      }
      return redis.store;
    }
    return memory;
  }

  const cache: Cache = {
    async get<T>(key: string) {
      const raw = await (await store()).get(key);
      return raw === undefined ? undefined : (JSON.parse(raw) as T);
    },
    async set(key, value, ttlMs) {
      await (await store()).set(key, JSON.stringify(value), ttlMs);
    },
    async delete(key) {
      const current = await store();
      await current.delete(key);
      if (current.name === 'memory') await options.events.publish(CACHE_CHANNEL, { key });
    },
    async remember<T>(key: string, ttlMs: number, read: () => Promise<T>) {
      const current = await store();
      const raw = await current.get(key);
      if (raw !== undefined) return JSON.parse(raw) as T;
      const value = await read();
      await current.set(key, JSON.stringify(value), ttlMs);
      return value;
    },
    async clear() {
      const current = await store();
      await current.clear();
      // Whatever memory holds goes too (values kept before a switch to Redis, other instances').
      await memory.clear();
      await options.events.publish(CACHE_CHANNEL, { key: null });
    },
    async driver() {
      return (await store()).name;
    },
    async close() {
      await listening;
      await unsubscribe?.();
      await memory.clear();
    },
  };
  return cache;
}
