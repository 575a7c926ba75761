import { impersonationEndpoints as endpoints } from '@coffer/contract';
import type { AppInstance } from '../../app';
import { route } from '../../kernel/roles/endpoint-route';
import { startImpersonation, stopImpersonation } from './impersonation-service';

/** The admin signs in as a user on their own session, and back (spec §2.4 users). */
export function impersonationRoutes(app: AppInstance) {
  route(app, endpoints.impersonate, async ({ request, params: { id } }) => ({
    bootstrapData: await startImpersonation(app, request, id),
  }));

  route(app, endpoints.stopImpersonating, async ({ request }) => ({
    bootstrapData: await stopImpersonation(app, request),
  }));
}
