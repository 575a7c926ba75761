import { testClockResponseSchema } from '@coffer/contract';
import { expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/auth';
import { describeServer, type TestServer } from '../../../test/harness';

const HOUR = 60 * 60_000;

function moveClock(server: TestServer, body: unknown) {
  return server.fetch('/api/v1/testing/clock', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describeServer('POST api/v1/testing/clock without COFFER_TEST_CLOCK', (server) => {
  it('is not found, like any unknown path, and the clock stays where it is', async () => {
    const before = server().clock.nowMs();
    const response = await moveClock(server(), { advanceMs: 10 * HOUR });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found.' });
    expect(server().clock.nowMs() - before).toBeLessThan(HOUR);
  });
});

describeServer(
  'POST api/v1/testing/clock with COFFER_TEST_CLOCK=1',
  (server) => {
    it('moves the server clock by advanceMs, sets it to a time, and puts it back with time: null', async () => {
      const before = server().clock.nowMs();
      const moved = await moveClock(server(), { advanceMs: 3 * HOUR });
      expect(moved.status).toBe(200);
      const { now } = testClockResponseSchema.parse(await moved.json());
      expect(Date.parse(now) - before).toBeGreaterThanOrEqual(3 * HOUR);
      expect(server().clock.nowMs() - before).toBeGreaterThanOrEqual(3 * HOUR);

      const set = await moveClock(server(), { time: '2030-01-01T00:00:00.000Z', advanceMs: 1000 });
      expect(testClockResponseSchema.parse(await set.json()).now.slice(0, 19)).toBe(
        '2030-01-01T00:00:01',
      );

      const back = await moveClock(server(), { time: null });
      const real = Date.parse(testClockResponseSchema.parse(await back.json()).now);
      expect(Math.abs(real - before)).toBeLessThan(HOUR);
      // An empty body only reads the clock.
      expect((await moveClock(server(), {})).status).toBe(200);
    });

    it('is what the routes read: a browser session ends once 2 idle hours pass on it', async () => {
      const browser = await signIn(server(), await createUser(server()));
      expect((await browser.get('/api/v1/users/me')).status).toBe(200);
      await moveClock(server(), { advanceMs: 2 * HOUR + 1000 });
      try {
        expect((await browser.get('/api/v1/users/me')).status).toBe(401);
      } finally {
        await moveClock(server(), { time: null });
      }
    });

    it('refuses a fractional advanceMs or a time that is not a date (422, a message per field)', async () => {
      const response = await moveClock(server(), { advanceMs: 1.5, time: 'tomorrow' });
      expect(response.status).toBe(422);
      expect(((await response.json()) as { errors: object }).errors).toEqual({
        advanceMs: ['The clock moves by a whole number of milliseconds.'],
        time: ['The time must be a date.'],
      });
    });
  },
  { COFFER_TEST_CLOCK: '1' },
);
