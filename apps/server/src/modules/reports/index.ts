import { defineModule } from '../../platform/modules';
import * as pageViewTables from './migration';
import { countPageLoads } from './page-views';
import { reportRoutes } from './routes';

/** The admin dashboard (`/admin`): sign-ups, uploads, storage and Coffer's own page-load count. */
export const reportsModule = defineModule({
  name: 'coffer-reports',
  dependencies: ['coffer-auth', 'coffer-drive'],
  migrations: [['0040_reports_page_views', pageViewTables]],
  register: (app) => {
    countPageLoads(app);
    reportRoutes(app);
  },
});
