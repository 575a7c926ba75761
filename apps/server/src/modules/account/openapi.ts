import {
  allEndpoints,
  accountEndpoints as endpoints,
  openApiDocument,
  systemEndpoints,
} from '@coffer/contract';
import type { AppInstance } from '../../app';
import { route } from '../../kernel/roles/endpoint-route';

/**
 * The API document (for callers with api.access, guests included when their role holds it):
 * generated from the contract's endpoint map, so it lists every endpoint the server registers
 * with its guard, inputs and answer. The test-clock endpoint is listed only on a server that
 * registers it (COFFER_TEST_CLOCK, ADR 0017).
 */
export function openApiRoutes(app: AppInstance) {
  const listed = app.config.testClock
    ? allEndpoints
    : allEndpoints.filter((endpoint) => endpoint.id !== systemEndpoints.testClock.id);
  route(app, endpoints.openApi, async () =>
    openApiDocument((await app.settings.get('branding')).site_name, listed),
  );
}
