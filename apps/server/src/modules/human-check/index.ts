import { defineModule } from '../../platform/modules';
import { humanCheckRoutes } from './routes';

/** The proof-of-work challenge that guards registration and other open forms. */
export const humanCheckModule = defineModule({
  name: 'coffer-human-check',
  register: humanCheckRoutes,
});
