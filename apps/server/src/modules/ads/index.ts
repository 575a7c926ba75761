import { defineModule } from '../../platform/modules';
import { adRoutes } from './routes';

/** The ad slots' sandboxed frames (never shown to subscribers). */
export const adsModule = defineModule({
  name: 'coffer-ads',
  dependencies: ['coffer-auth'],
  register: adRoutes,
});
