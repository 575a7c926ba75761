import { defineModule } from '../../platform/modules';
import { adminFileRoutes } from './routes';

/** The admin's files (spec §2.4 files): every entry of the site, its preview, bulk delete. */
export const adminFilesModule = defineModule({
  name: 'coffer-admin-files',
  dependencies: ['coffer-auth', 'coffer-drive', 'coffer-tags'],
  migrations: [],
  register: (app) => {
    adminFileRoutes(app);
  },
});
