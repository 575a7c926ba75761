import { defineModule } from '../../platform/modules';
import * as localizationTables from './migration';
import { keepCatalogueCurrent } from './overlay';
import { localizationRoutes } from './routes';

export { type LocalizationTables, localizationsDb } from './repo';

/**
 * Localizations (spec §2.4 localizations): the admin's languages and lines, stored in the
 * database over the shipped `locales/*.json` and applied to the catalogue of every instance
 * without a restart (the bootstrap data, `POST users/me/locale`, the server's own messages).
 */
export const localizationsModule = defineModule({
  name: 'coffer-localizations',
  dependencies: ['coffer-auth'],
  migrations: [['0042_localizations', localizationTables]],
  register: async (app) => {
    await keepCatalogueCurrent(app);
    localizationRoutes(app);
  },
});
