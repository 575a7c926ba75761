import { defineModule } from '../../platform/modules';
import { healthRoutes } from './routes';

/**
 * `GET health`: the server and its database answer (load balancers and uptime checks ask).
 * On a test server (COFFER_TEST_CLOCK) also the endpoint that moves its clock (ADR 0017).
 */
export const healthModule = defineModule({ name: 'coffer-health', register: healthRoutes });
