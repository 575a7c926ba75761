import { systemEndpoints } from '@coffer/contract';
import type { AppInstance } from '../../app';
import { route } from '../../kernel/roles/endpoint-route';
import { buildBootstrapData } from './service';

export function bootstrapRoutes(app: AppInstance) {
  /** The same data index.html carries; the dev server and a logout refresh read it here. */
  route(app, systemEndpoints.bootstrapData, async ({ request }) =>
    buildBootstrapData(app, request),
  );
}
