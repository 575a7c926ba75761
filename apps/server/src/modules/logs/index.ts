import { defineModule } from '../../platform/modules';
import { logRoutes } from './routes';

/** Downloads of the schedule log and the error log (admins). */
export const logsModule = defineModule({
  name: 'coffer-logs',
  dependencies: ['coffer-auth'],
  register: logRoutes,
});
