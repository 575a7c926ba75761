import { defineModule } from '../../platform/modules';
import { appearanceRoutes } from './routes';

export { customCodeOf } from './service';

/**
 * The appearance editor's server side (issue 29): `GET/POST admin/appearance` (the editor's
 * sections, saved together or not at all), image uploads (logos, the favicon and its sizes)
 * and the stored images. Pages carry the saved favicon and custom code (bootstrap module).
 */
export const appearanceModule = defineModule({
  name: 'coffer-appearance',
  dependencies: ['coffer-auth', 'coffer-settings'],
  register: (app) => {
    appearanceRoutes(app);
  },
});
