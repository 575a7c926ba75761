import { defineModule } from '../../platform/modules';
import { logRoutes } from './routes';

/** The admin's logs: the schedule log (and running a job now), the error log, sent emails. */
export const logsModule = defineModule({
  name: 'coffer-logs',
  dependencies: ['coffer-auth'],
  register: logRoutes,
});
