import type { AppInstance } from '../../app';
import { buildBootstrapData } from './service';

export function bootstrapRoutes(app: AppInstance) {
  /** The same data index.html carries; the dev server and a logout refresh read it here. */
  app.get('/api/v1/bootstrap-data', async (request) => buildBootstrapData(app, request));
}
