import { defineModule } from '../../platform/modules';
import * as pendingLinks from './migration';
import { socialRoutes } from './routes';

/** Sign-in with Google, Facebook and others, and linking such accounts to an existing one. */
export const socialModule = defineModule({
  name: 'coffer-social',
  dependencies: ['coffer-auth'],
  migrations: [['0004_social_pending_links', pendingLinks]],
  register: socialRoutes,
});
