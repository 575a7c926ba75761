import { Redis } from 'ioredis';
import { HttpProblem } from '../http/errors';
import { defineMessage } from '../i18n/define-message';

/** The server settings (issue 26) that say where Redis is and what goes through it. */
export interface RedisChoice {
  'redis.url': string;
}

/**
 * One Redis connection per URL, shared by the cache and the rate limits, made on first use.
 * When the admin moves to another URL the next `client()` connects there; the connections to
 * the old one are closed after a grace period, so a command already sent still gets its answer.
 */
export interface RedisConnections {
  client(url: string): Redis;
  close(): Promise<void>;
}

const RETIRE_AFTER_MS = 30_000;

export function redisConnections(): RedisConnections {
  const clients = new Map<string, Redis>();
  const timers = new Set<NodeJS.Timeout>();
  return {
    client(url) {
      let client = clients.get(url);
      if (!client) {
        for (const [oldUrl, old] of clients) {
          clients.delete(oldUrl);
          const timer = setTimeout(() => {
            timers.delete(timer);
            old.disconnect();
          }, RETIRE_AFTER_MS);
          timer.unref();
          timers.add(timer);
        }
        client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
        // Errors reach the command that failed; an idle reconnect must not crash the process.
        client.on('error', () => {});
        clients.set(url, client);
      }
      return client;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      for (const client of clients.values()) client.disconnect();
      clients.clear();
    },
  };
}

const PING_TIMEOUT_MS = 3_000;

/**
 * Connects to `url` and sends PING, on a connection of its own that is closed afterwards.
 * Any failure (unreachable, refused password, not Redis) is a 422 on `server.redis.url`.
 */
export async function probeRedis(url: string): Promise<void> {
  if (!url) {
    throw new HttpProblem(422, 'Some settings are missing.', {
      'server.redis.url': [defineMessage('Enter the Redis server’s URL.')],
    });
  }
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: PING_TIMEOUT_MS,
    retryStrategy: () => null,
    enableOfflineQueue: false,
  });
  // A refused AUTH comes as an 'error' event; connect() then only says the connection closed.
  let refusal: unknown = null;
  redis.on('error', (error: unknown) => {
    refusal ??= error;
  });
  try {
    await withTimeout(
      (async () => {
        await redis.connect();
        const answer = await redis.ping();
        if (answer !== 'PONG') throw new Error(`unexpected answer ${answer}`);
      })(),
      PING_TIMEOUT_MS,
    );
  } catch (error) {
    throw new HttpProblem(422, 'Coffer could not reach Redis with these settings.', {
      'server.redis.url': [redisFailure(refusal ?? error)],
    });
  } finally {
    redis.disconnect();
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** The field message for a failed PING: what went wrong, never the URL (it may hold a password). */
function redisFailure(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  if (/WRONGPASS|NOAUTH|invalid password|AUTH/i.test(text)) {
    return defineMessage('Redis refused the password in this URL.');
  }
  if (/timeout/i.test(text)) return defineMessage('Redis did not answer in time.');
  return defineMessage('Redis could not be reached at this URL.');
}
