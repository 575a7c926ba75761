import { systemEndpoints } from '@coffer/contract';
import type { AppInstance } from '../../app';
import { route } from '../../kernel/roles/endpoint-route';
import { HttpProblem } from '../../platform/http/errors';
import { defineMessage } from '../../platform/i18n/define-message';
import { pingDatabase } from './repo';

/** The 503 of a readiness check that failed: `part` is what did not answer. */
export const NOT_READY = defineMessage(
  'Not ready: {part, select, database {the database does} storage {the storage does} other {the rate-limit store does}} not answer.',
);
const READINESS_KEY = 'readiness-probe';

import { testClockRoutes } from './test-clock-routes';

const version = '0.1.0';

export function healthRoutes(app: AppInstance) {
  route(app, systemEndpoints.health, async () => {
    // A real round trip, so a broken database shows up here and not at the first user.
    await pingDatabase(app.db);
    return { status: 'ok' as const, database: app.config.database.kind, version };
  });
  route(app, systemEndpoints.readiness, async () => {
    const check = async (part: string, probe: () => Promise<unknown>) => {
      try {
        await probe();
      } catch (error) {
        app.log.warn({ part, error }, 'readiness check failed');
        throw new HttpProblem(503, NOT_READY, undefined, { part });
      }
    };
    await check('database', () => pingDatabase(app.db));
    // A stat of an absent object: a round trip to the disk or the bucket, nothing written.
    await check('storage', async () => (await app.storages.current()).stat(READINESS_KEY));
    await check('rateLimits', () => app.rateLimits.hit(READINESS_KEY, 1000));
    return {
      status: 'ok' as const,
      checks: { database: 'ok' as const, storage: 'ok' as const, rateLimits: 'ok' as const },
    };
  });
  testClockRoutes(app);
}
