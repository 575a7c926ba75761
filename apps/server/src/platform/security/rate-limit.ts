import type { ServerSettingValues } from '@coffer/contract';
import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { HttpProblem } from '../http/errors';
import type { RedisConnections } from '../redis';
import type { Clock } from '../time/clock';

export interface RateLimitStore {
  /** Counts one hit on `key`; answers the count in the window and when the window ends. */
  hit(key: string, windowMs: number): Promise<{ hits: number; resetAt: number }>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
  /** The clock windows are measured on (`resetAt` is in its time). */
  readonly clock: Clock;
}

export interface Limit {
  /** What is limited and by whom, e.g. `login:ip:1.2.3.4`. */
  key: string;
  max: number;
  windowMs: number;
}

/** The 429 message for a wait of `seconds`. */
export type TooManyMessage = (seconds: number) => string;

const tooManyAttempts: TooManyMessage = (seconds) =>
  `Too many attempts. Please try again in ${seconds} seconds.`;

/**
 * Counts a hit on every limit (a key listed twice counts twice); throws 429 with
 * Retry-After and `message` when any is over.
 */
export async function enforceLimits(
  store: RateLimitStore,
  limits: Limit[],
  message: TooManyMessage = tooManyAttempts,
): Promise<void> {
  let retryAfter = 0;
  for (const limit of limits) {
    const { hits, resetAt } = await store.hit(limit.key, limit.windowMs);
    if (hits > limit.max)
      retryAfter = Math.max(retryAfter, Math.ceil((resetAt - store.clock.nowMs()) / 1000));
  }
  if (retryAfter > 0) throw new TooManyAttempts(Math.max(retryAfter, 1), message);
}

export class TooManyAttempts extends HttpProblem {
  constructor(
    readonly retryAfter: number,
    message: TooManyMessage = tooManyAttempts,
  ) {
    super(429, message(retryAfter));
    this.headers = { 'Retry-After': String(retryAfter) };
  }
}

/** The server settings (issue 26) that say where the counters are kept. */
export type RateLimitSettings = Pick<ServerSettingValues, 'cache.driver' | 'redis.url'>;

/**
 * Redis when the cache is on Redis (shared by every instance, as `cache.driver` and
 * `redis.url` say at each hit, so the admin's switch applies without a restart), otherwise
 * the database (shared as well). A window in progress restarts after a switch.
 */
export function createRateLimitStore(
  db: Db,
  options: { settings: () => Promise<RateLimitSettings>; connections: RedisConnections },
  clock: Clock,
): RateLimitStore & { driver(): Promise<'database' | 'redis'> } {
  const database = databaseStore(db, clock);
  const stores = new Map<string, RateLimitStore>();
  async function store(): Promise<RateLimitStore & { name: 'database' | 'redis' }> {
    const values = await options.settings();
    const url = values['cache.driver'] === 'redis' ? values['redis.url'] : '';
    if (!url) return Object.assign(database, { name: 'database' as const });
    let redis = stores.get(url);
    if (!redis) {
      stores.clear();
      redis = redisStore(() => options.connections.client(url), clock);
      stores.set(url, redis);
    }
    return Object.assign(redis, { name: 'redis' as const });
  }
  return {
    clock,
    async hit(key, windowMs) {
      return (await store()).hit(key, windowMs);
    },
    async clear(key) {
      await (await store()).clear(key);
    },
    async driver() {
      return (await store()).name;
    },
    async close() {
      stores.clear();
    },
  };
}

function redisStore(connection: () => Redis, clock: Clock): RateLimitStore {
  const prefix = 'coffer:rate:';
  return {
    clock,
    async hit(key, windowMs) {
      const redis = connection();
      const k = prefix + key;
      const result = await redis.multi().incr(k).pttl(k).exec();
      const hits = Number(result?.[0]?.[1]);
      let ttl = Number(result?.[1]?.[1]);
      // The first hit of a window (no expiry yet) starts the window. Redis expires keys on its
      // own time, so a moved test clock only shifts `resetAt`, not when the window ends.
      if (ttl < 0) {
        await redis.pexpire(k, windowMs);
        ttl = windowMs;
      }
      return { hits, resetAt: clock.nowMs() + ttl };
    },
    async clear(key) {
      await connection().del(prefix + key);
    },
    async close() {},
  };
}

function databaseStore(db: Db, clock: Clock): RateLimitStore {
  return {
    clock,
    async hit(key, windowMs) {
      const now = clock.iso();
      const reset = clock.iso(windowMs);
      // One atomic upsert: a new window starts when the old one has ended.
      const row = await db
        .insertInto('rate_limits')
        .values({ key, hits: 1, reset_at: reset })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            hits: sql<number>`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.hits + 1 end`,
            reset_at: sql<string>`case when rate_limits.reset_at <= ${now} then ${reset} else rate_limits.reset_at end`,
          }),
        )
        .returning(['hits', 'reset_at'])
        .executeTakeFirstOrThrow();
      return { hits: Number(row.hits), resetAt: Date.parse(row.reset_at) };
    },
    async clear(key) {
      await db.deleteFrom('rate_limits').where('key', '=', key).execute();
    },
    async close() {},
  };
}
