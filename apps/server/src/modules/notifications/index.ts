import { defineModule } from '../../platform/modules';
import * as notificationTables from './migration';
import { notificationRoutes } from './routes';
import { closeStreamsOnShutdown } from './stream';

/** In-app notifications, their live stream, and what each user chose to be told of. */
export const notificationsModule = defineModule({
  name: 'coffer-notifications',
  dependencies: ['coffer-auth'],
  migrations: [['0011_notifications', notificationTables]],
  register(app) {
    closeStreamsOnShutdown(app);
    notificationRoutes(app);
  },
});
