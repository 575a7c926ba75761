import type {
  appearanceImageParamsSchema,
  appearanceImageResponseSchema,
  appearanceResponseSchema,
  saveAppearancePayloadSchema,
} from '../appearance';
import { anyone, defineApi, withPermission } from '../endpoint';

const admin = withPermission('appearance.update', { signedIn: true });

/**
 * The appearance editor's calls (spec §2.4 `/admin/appearance`, permission
 * `appearance.update`); schemas in `../appearance`. Stored images are public: logos and the
 * favicon show on every page, a guest's included.
 */
export const appearanceApi = defineApi<{
  show: { response: typeof appearanceResponseSchema };
  save: { body: typeof saveAppearancePayloadSchema; response: typeof appearanceResponseSchema };
  uploadImage: { multipart: true; response: typeof appearanceImageResponseSchema };
  image: { params: typeof appearanceImageParamsSchema };
}>()('appearance', {
  show: { method: 'GET', path: '/api/v1/admin/appearance', access: admin },
  save: { method: 'POST', path: '/api/v1/admin/appearance', access: admin },
  uploadImage: { method: 'POST', path: '/api/v1/admin/appearance/images', access: admin },
  image: { method: 'GET', path: '/api/v1/appearance/images/:file', access: anyone },
});
