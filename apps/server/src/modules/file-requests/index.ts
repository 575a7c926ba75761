import type { AppInstance } from '../../app';
import { defineModule } from '../../platform/modules';
import * as fileRequestTables from './migration';
import { NOTIFY_OWNER_JOB, notifyOwnerOfUploads } from './notify';
import { ownerRoutes } from './owner-routes';
import { publicRoutes } from './public-routes';

export { BATCH_WINDOW_MS, NOTIFY_OWNER_JOB, notifyOwnerOfUploads } from './notify';

/**
 * File requests (upload-only links on a folder): the owner's routes, the visitors' routes
 * (page, password, name and email, tus uploads) and the job that tells the owner about a
 * visitor's batch of files when the page did not.
 */
export const fileRequestsModule = defineModule({
  name: 'coffer-file-requests',
  dependencies: ['coffer-auth', 'coffer-drive', 'coffer-storage', 'coffer-notifications'],
  migrations: [['0032_file_requests', fileRequestTables]],
  register: installFileRequests,
});

function installFileRequests(app: AppInstance): void {
  app.jobs.register(NOTIFY_OWNER_JOB, async (_app, payload) => {
    await notifyOwnerOfUploads(app, (payload as { visitorId: number }).visitorId);
  });
  ownerRoutes(app);
  publicRoutes(app);
}
