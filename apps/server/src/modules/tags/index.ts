import { defineModule } from '../../platform/modules';
import * as tagTables from './migration';
import { tagsByEntry } from './repo';
import { tagRoutes } from './routes';

export { type TagTables, tagsByEntry, tagsDb } from './repo';

/**
 * Tags (spec §2.4 tags): the admin's list of the system's labels and custom tags, and the
 * tags the drive's entries carry (its `tagsOf` hook, one query per listed page).
 */
export const tagsModule = defineModule({
  name: 'coffer-tags',
  dependencies: ['coffer-auth', 'coffer-drive'],
  migrations: [['0041_tags', tagTables]],
  register: (app) => {
    app.drive.tagsOf = (db, entryIds) => tagsByEntry(db, entryIds);
    tagRoutes(app);
  },
});
