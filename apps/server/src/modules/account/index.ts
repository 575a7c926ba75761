import type { AppInstance } from '../../app';
import { defineModule } from '../../platform/modules';
import { deviceRoutes } from './devices';
import { openApiRoutes } from './openapi';
import { accountRoutes, deleteAvatarOf } from './routes';

/** Account settings: own details, avatar, password, language, devices, tokens, API docs. */
export const accountModule = defineModule({
  name: 'coffer-account',
  // Avatars are stored bytes (app.storages).
  dependencies: ['coffer-auth', 'coffer-storage'],
  register: installAccount,
});

function installAccount(app: AppInstance) {
  accountRoutes(app);
  app.accountDeletion.push((userId) => deleteAvatarOf(app, userId));
  deviceRoutes(app);
  openApiRoutes(app);
}
