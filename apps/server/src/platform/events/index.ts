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
