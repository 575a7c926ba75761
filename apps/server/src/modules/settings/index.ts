import type { AppInstance } from '../../app';
import { defineModule } from '../../platform/modules';
import { settingsRoutes } from './routes';
import { SETTINGS_CHANGED_CHANNEL } from './service';

/**
 * The admin's settings (issue 26): `GET/POST settings` and the storage and email checks.
 * Settings are read from the database on each use, so a save applies on the next request of
 * every instance; what an instance keeps in memory (its log level, the error-reporting
 * endpoint) follows the
 * `settings.changed` event.
 */
export const settingsModule = defineModule({
  name: 'coffer-settings',
  dependencies: ['coffer-auth'],
  register: async (app: AppInstance) => {
    settingsRoutes(app);
    const applyLogging = async () => {
      const settings = await app.serverSettings.all();
      if (app.log.level !== 'silent') app.log.level = settings['logging.level'];
      app.errorReporter.setEndpoint(settings['logging.error_endpoint']);
    };
    await applyLogging();
    const unsubscribe = await app.events.subscribe(SETTINGS_CHANGED_CHANNEL, () => {
      applyLogging().catch((error: unknown) => app.log.error(error));
    });
    app.addHook('onClose', async () => unsubscribe());
  },
});
