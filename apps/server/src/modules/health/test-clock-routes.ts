import { systemEndpoints } from '@coffer/contract';
import type { AppInstance } from '../../app';
import { route } from '../../kernel/roles/endpoint-route';
import { isMovable, systemClock } from '../../platform/time/clock';

/**
 * `POST /api/v1/testing/clock` (ADR 0017): the e2e journeys move the server's clock past a
 * deadline instead of waiting for it. Added only on a server started with COFFER_TEST_CLOCK
 * (and a clock that can move); anywhere else the path is not found, like any unknown one.
 */
export function testClockRoutes(app: AppInstance): void {
  const clock = app.clock;
  if (!app.config.testClock || !isMovable(clock)) return;
  route(app, systemEndpoints.testClock, async ({ body: { time, advanceMs } }) => {
    if (time !== undefined) clock.set(time ?? systemClock.nowMs());
    if (advanceMs) clock.advance(advanceMs);
    return { now: clock.iso() };
  });
}
