import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
  version: z.string(),
});

export type HealthResponse = z.infer<typeof healthResponseSchema>;

/**
 * `GET health/ready`: whether this instance can serve — the database, the storage new files go
 * to, and the rate-limit store (Redis when configured) each answered. A 503 names what did not.
 */
export const readinessResponseSchema = z.object({
  status: z.literal('ok'),
  checks: z.object({
    database: z.literal('ok'),
    storage: z.literal('ok'),
    rateLimits: z.literal('ok'),
  }),
});

export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;

/**
 * `POST /api/v1/testing/clock`, on test servers only (COFFER_TEST_CLOCK, ADR 0017): moves the
 * server's clock. An empty body only reads it.
 */
export const testClockBodySchema = z.object({
  /** Moves the clock by this many milliseconds (back when negative). */
  advanceMs: z
    .number({ error: 'The clock moves by a whole number of milliseconds.' })
    .int({ error: 'The clock moves by a whole number of milliseconds.' })
    .optional(),
  /** Sets the clock to this time (applied before `advanceMs`); `null`: back to the real time. */
  time: z.iso.datetime({ offset: true, error: 'The time must be a date.' }).nullish(),
});

export const testClockResponseSchema = z.object({
  /** The server's time after the move. */
  now: z.string(),
});

export type TestClockBody = z.infer<typeof testClockBodySchema>;
