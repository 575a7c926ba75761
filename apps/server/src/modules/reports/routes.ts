import { reportsEndpoints as endpoints } from '@coffer/contract';
import type { AppInstance } from '../../app';
import { route } from '../../kernel/roles/endpoint-route';
import { dashboardReport } from './service';

/** The admin dashboard's figures (`GET admin/reports`). */
export function reportRoutes(app: AppInstance) {
  // The schema checked the dates: both days exist, the end is not before the start.
  route(app, endpoints.get, async ({ query }) => dashboardReport(app.db, query));
}
