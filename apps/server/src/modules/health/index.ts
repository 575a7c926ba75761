import { defineModule } from '../../platform/modules';
import { healthRoutes } from './routes';

/** `GET health`: the server and its database answer (load balancers and uptime checks ask). */
export const healthModule = defineModule({ name: 'coffer-health', register: healthRoutes });
