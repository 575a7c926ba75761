import { defineModule } from '../../platform/modules';
import * as impersonationColumns from './impersonation-migration';
import { impersonationRoutes } from './impersonation-routes';
import * as adminTables from './migration';
import { roleRoutes } from './roles-routes';
import { userDetailsRoutes } from './user-details-routes';
import { adminUserRoutes } from './users-routes';

/** The admin area's users and roles: lists, CSV export, accounts, suspensions, grants
 * and impersonation. */
export const adminModule = defineModule({
  name: 'coffer-admin',
  dependencies: ['coffer-auth', 'coffer-users'],
  migrations: [
    ['0036_admin', adminTables],
    ['0037_admin_impersonation', impersonationColumns],
  ],
  register: (app) => {
    adminUserRoutes(app);
    roleRoutes(app);
    impersonationRoutes(app);
    userDetailsRoutes(app);
  },
});
