import type { HealthResponse } from '@coffer/contract';
import { sql } from 'kysely';
import type { AppInstance } from '../../app';

const version = '0.1.0';

export function healthRoutes(app: AppInstance) {
  app.get('/api/v1/health', async (): Promise<HealthResponse> => {
    // A real round trip, so a broken database shows up here and not at the first user.
    await sql`select 1`.execute(app.db);
    return { status: 'ok', database: app.config.database.kind, version };
  });
}
