import type { AppInstance } from '../../app';
import { deviceRoutes } from './devices';
import { openApiRoutes } from './openapi';
import { accountRoutes, deleteAvatarOf } from './routes';

/** Account settings: own details, avatar, password, language, devices, tokens, API docs. */
export function accountModule(app: AppInstance) {
  accountRoutes(app);
  app.accountDeletion.push((userId) => deleteAvatarOf(app, userId));
  deviceRoutes(app);
  openApiRoutes(app);
}
