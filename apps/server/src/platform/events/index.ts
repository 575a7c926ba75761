import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

export type EventHandler = (payload: unknown) => void;

/**
 * Publish/subscribe between the parts of the server, and between server instances when
 * they share Redis (live notifications reach a stream held by any instance).
 */
export interface EventBus {
  publish(channel: string, payload: unknown): Promise<void>;
  /** Resolves once messages of the channel are delivered; the answer unsubscribes. */
  subscribe(channel: string, handler: EventHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    events: EventBus;
  }
}

/** Redis pub/sub when a URL is given, otherwise in-process. */
export function createEventBus(redisUrl: string | undefined): EventBus {
  return redisUrl ? redisEventBus(redisUrl) : memoryEventBus();
}

export function memoryEventBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(channel, payload) {
      // A copy, so a handler never sees an object the publisher still mutates (as over Redis).
      emitter.emit(channel, JSON.parse(JSON.stringify(payload)));
    },
    async subscribe(channel, handler) {
      emitter.on(channel, handler);
      return async () => {
        emitter.off(channel, handler);
      };
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

export function redisEventBus(url: string): EventBus {
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  // A connection in subscriber mode can do nothing else, hence a second one.
  const subscriber = new Redis(url, { lazyConnect: true });
  const handlers = new Map<string, Set<EventHandler>>();
  const ready = new Map<string, Promise<unknown>>();
  subscriber.on('message', (channel: string, message: string) => {
    const set = handlers.get(channel);
    if (!set) return;
    let payload: unknown;
    try {
      payload = JSON.parse(message);
    } catch {
      return;
    }
    for (const handler of set) handler(payload);
  });
  return {
    async publish(channel, payload) {
      await publisher.publish(channel, JSON.stringify(payload));
    },
    async subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        ready.set(channel, subscriber.subscribe(channel));
      }
      set.add(handler);
      // A second subscriber of the channel also waits until Redis confirmed it.
      await ready.get(channel);
      return async () => {
        const current = handlers.get(channel);
        if (!current) return;
        current.delete(handler);
        if (current.size === 0) {
          handlers.delete(channel);
          ready.delete(channel);
          await subscriber.unsubscribe(channel).catch(() => {});
        }
      };
    },
    async close() {
      handlers.clear();
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}

/** A bus's driver: in this process, or Redis pub/sub at `url`. */
export interface EventBusChoice {
  driver: 'in-process' | 'redis';
  url: string;
}

/** How often an instance re-reads its bus's driver when no save on it told it to. */
export const EVENT_BUS_REFRESH_MS = 5_000;

/**
 * A bus whose driver follows the server settings (`realtime.driver`, `redis.url`), read
 * before each publish and subscribe and every few seconds: on a change, every subscription
 * moves to the new driver (subscribed there before it leaves the old one) and the old one is
 * closed, so an admin's switch needs no restart. Redis without a URL stays in-process.
 */
export function switchingEventBus(
  choose: () => Promise<EventBusChoice>,
  { refreshMs = EVENT_BUS_REFRESH_MS }: { refreshMs?: number } = {},
): EventBus & { refresh(): Promise<void> } {
  interface Subscription {
    channel: string;
    handler: EventHandler;
    off: () => Promise<void>;
  }
  let current: { signature: string; bus: EventBus } | null = null;
  const subscriptions = new Set<Subscription>();
  let turn: Promise<unknown> = Promise.resolve();
  let closed = false;

  /** Moves to the driver chosen now, if it changed (called in turn only). */
  async function switchIfNeeded(): Promise<EventBus> {
    const choice = await choose();
    const signature = choice.driver === 'redis' && choice.url ? `redis ${choice.url}` : 'memory';
    if (current?.signature === signature) return current.bus;
    const bus = signature === 'memory' ? memoryEventBus() : redisEventBus(choice.url);
    const old = current;
    current = { signature, bus };
    for (const subscription of subscriptions) {
      const previous = subscription.off;
      subscription.off = await bus.subscribe(subscription.channel, subscription.handler);
      await previous().catch(() => {});
    }
    if (old) await old.bus.close().catch(() => {});
    return bus;
  }

  /** One operation at a time, so a subscription never lands on a bus being replaced. */
  function inTurn<T>(operation: () => Promise<T>): Promise<T> {
    const next = turn.then(operation);
    turn = next.catch(() => {});
    return next;
  }

  const timer = setInterval(() => {
    if (!closed) inTurn(switchIfNeeded).catch(() => {});
  }, refreshMs);
  timer.unref();

  return {
    async publish(channel, payload) {
      const bus = await inTurn(switchIfNeeded);
      await bus.publish(channel, payload);
    },
    async subscribe(channel, handler) {
      const subscription = await inTurn(async () => {
        const bus = await switchIfNeeded();
        const added: Subscription = {
          channel,
          handler,
          off: await bus.subscribe(channel, handler),
        };
        subscriptions.add(added);
        return added;
      });
      return () =>
        inTurn(async () => {
          if (!subscriptions.delete(subscription)) return;
          await subscription.off();
        });
    },
    async refresh() {
      await inTurn(switchIfNeeded);
    },
    async close() {
      closed = true;
      clearInterval(timer);
      await turn;
      subscriptions.clear();
      await current?.bus.close();
      current = null;
    },
  };
}
