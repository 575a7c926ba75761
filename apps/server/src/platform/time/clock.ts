/**
 * The server's one source of the current time (ADR 0017). Code reads `app.clock` (or a `now`
 * its caller passes) instead of `Date.now()`, so tests and the e2e server can move time.
 */
export interface Clock {
  /** The current time. */
  now(): Date;
  /** The current time in milliseconds since the epoch. */
  nowMs(): number;
  /** The current time plus `offsetMs`, as an ISO 8601 string (how the database stores times). */
  iso(offsetMs?: number): string;
}

/** A clock whose time tests set and move (`advance`, `set`); it never moves by itself. */
export interface ManualClock extends Clock {
  /** Moves the clock forward by `ms` (backward when negative). */
  advance(ms: number): void;
  /** Sets the clock to `time`. */
  set(time: Date | number | string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The current time; `systemClock` unless buildApp was given another (ADR 0017). */
    clock: Clock;
  }
}

/** The real time, from `Date.now()`. */
export const systemClock: Clock = clockReading(() => Date.now());

/** A clock that starts at `start` (the real time by default) and moves only when told. */
export function manualClock(start: Date | number | string = Date.now()): ManualClock {
  let ms = toMs(start);
  return {
    ...clockReading(() => ms),
    advance(by) {
      ms += by;
    },
    set(time) {
      ms = toMs(time);
    },
  };
}

/**
 * A clock that runs with `base` (the real time) plus the offset tests add with `advance` or
 * `set`. The e2e server (COFFER_TEST_CLOCK) and the server tests' harness use it: time keeps
 * passing between requests, as sessions and rate limits expect, and a test jumps over a
 * deadline in one call.
 */
export function offsetClock(base: Clock = systemClock): ManualClock {
  let offset = 0;
  return {
    ...clockReading(() => base.nowMs() + offset),
    advance(by) {
      offset += by;
    },
    set(time) {
      offset = toMs(time) - base.nowMs();
    },
  };
}

/** Whether tests can move `clock` (a `manualClock` or an `offsetClock`). */
export function isMovable(clock: Clock): clock is ManualClock {
  return 'advance' in clock && 'set' in clock;
}

function clockReading(read: () => number): Clock {
  return {
    now: () => new Date(read()),
    nowMs: read,
    iso: (offsetMs = 0) => new Date(read() + offsetMs).toISOString(),
  };
}

function toMs(time: Date | number | string): number {
  const ms = typeof time === 'number' ? time : new Date(time).getTime();
  if (Number.isNaN(ms)) throw new RangeError(`Not a time: ${String(time)}`);
  return ms;
}
