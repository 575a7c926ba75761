import type {
  adminSettingsResponseSchema,
  settingsCheckPayloadSchema,
  updateSettingsPayloadSchema,
} from '../admin-settings';
import type { messageResponseSchema } from '../auth';
import { defineApi, withPermission } from '../endpoint';

const admin = withPermission('settings.update', { signedIn: true });

/** The admin's settings calls (spec §2.4 settings, §6 settings.update); schemas in `../admin-settings`. */
export const adminSettingsApi = defineApi<{
  get: { response: typeof adminSettingsResponseSchema };
  update: {
    body: typeof updateSettingsPayloadSchema;
    response: typeof adminSettingsResponseSchema;
  };
  testStorage: { body: typeof settingsCheckPayloadSchema; response: typeof messageResponseSchema };
  testMail: { body: typeof settingsCheckPayloadSchema; response: typeof messageResponseSchema };
  testRedis: { body: typeof settingsCheckPayloadSchema; response: typeof messageResponseSchema };
  clearCache: { response: typeof messageResponseSchema };
}>()('adminSettings', {
  get: { method: 'GET', path: '/api/v1/settings', access: admin },
  update: { method: 'POST', path: '/api/v1/settings', access: admin },
  testStorage: { method: 'POST', path: '/api/v1/settings/storage/test', access: admin },
  testMail: { method: 'POST', path: '/api/v1/settings/mail/test', access: admin },
  testRedis: { method: 'POST', path: '/api/v1/settings/redis/test', access: admin },
  clearCache: { method: 'POST', path: '/api/v1/settings/cache/clear', access: admin },
});
