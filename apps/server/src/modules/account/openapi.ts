import { accountEndpoints as endpoints, openApiDocument } from '@coffer/contract';
import type { AppInstance } from '../../app';
import { route } from '../../kernel/roles/endpoint-route';

/**
 * The API document (for callers with api.access, guests included when their role holds it):
 * generated from the contract's endpoint map, so it lists every endpoint the server registers
 * with its guard, inputs and answer.
 */
export function openApiRoutes(app: AppInstance) {
  route(app, endpoints.openApi, async () =>
    openApiDocument((await app.settings.get('branding')).site_name),
  );
}
