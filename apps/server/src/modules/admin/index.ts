import { defineModule } from '../../platform/modules';
import * as adminTables from './migration';
import { roleRoutes } from './roles-routes';
import { adminUserRoutes } from './users-routes';

/** The admin area's users and roles: lists, CSV export, accounts, suspensions and grants. */
export const adminModule = defineModule({
  name: 'coffer-admin',
  dependencies: ['coffer-auth', 'coffer-users'],
  migrations: [['0036_admin', adminTables]],
  register: (app) => {
    adminUserRoutes(app);
    roleRoutes(app);
  },
});
