import { defineModule } from '../../platform/modules';
import { bootstrapRoutes } from './routes';

/** The data a page starts from (settings, the user, menus, languages), as JSON and in the HTML. */
export const bootstrapModule = defineModule({
  name: 'coffer-bootstrap',
  dependencies: ['coffer-auth'],
  register: bootstrapRoutes,
});
