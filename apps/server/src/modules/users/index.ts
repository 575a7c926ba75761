import { defineModule } from '../../platform/modules';
import { userRoutes } from './routes';
import { createClientUserHooks } from './service';
import { createSubscriberHooks } from './subscribed';

/** Users as others see them, and deleting one's own account (with every module's clean-up). */
export const usersModule = defineModule({
  name: 'coffer-users',
  dependencies: ['coffer-auth'],
  register: (app) => {
    app.decorate('clientUser', createClientUserHooks());
    app.decorate('subscribers', createSubscriberHooks());
    userRoutes(app);
  },
});
