import { systemEndpoints } from '@coffer/contract';
import type { AppInstance } from '../../app';
import { route } from '../../kernel/roles/endpoint-route';
import { pingDatabase } from './repo';
import { testClockRoutes } from './test-clock-routes';

const version = '0.1.0';

export function healthRoutes(app: AppInstance) {
  route(app, systemEndpoints.health, async () => {
    // A real round trip, so a broken database shows up here and not at the first user.
    await pingDatabase(app.db);
    return { status: 'ok' as const, database: app.config.database.kind, version };
  });
  testClockRoutes(app);
}
