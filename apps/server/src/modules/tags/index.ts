import { defineModule } from '../../platform/modules';
import * as tagTables from './migration';
import { tagRoutes } from './routes';

export { type TagTables, tagsDb, tagsOfEntries } from './repo';

/** Tags (spec §2.4 tags): the admin's list of the system's labels and custom tags. */
export const tagsModule = defineModule({
  name: 'coffer-tags',
  dependencies: ['coffer-auth', 'coffer-drive'],
  migrations: [['0041_tags', tagTables]],
  register: (app) => {
    tagRoutes(app);
  },
});
