import type { messageResponseSchema } from '../auth';
import type { numericIdParamsSchema } from '../data-table';
import { defineApi, withPermission } from '../endpoint';
import type {
  createLocalizationPayloadSchema,
  localizationLinesPayloadSchema,
  localizationLinesUploadSchema,
  localizationResponseSchema,
  localizationsQuerySchema,
  localizationsResponseSchema,
  localizationWithLinesResponseSchema,
  updateLocalizationPayloadSchema,
} from '../localizations';

const admin = withPermission('localizations.update', { signedIn: true });

/**
 * The admin's languages and their lines (spec §2.4 localizations and
 * localizations/{localeId}/translate); their schemas are bound in `../localizations`.
 * `download` answers a JSON file (no JSON answer schema); `upload` takes such a file's object.
 */
export const localizationsApi = defineApi<{
  list: { query: typeof localizationsQuerySchema; response: typeof localizationsResponseSchema };
  create: {
    body: typeof createLocalizationPayloadSchema;
    response: typeof localizationResponseSchema;
  };
  show: {
    params: typeof numericIdParamsSchema;
    response: typeof localizationWithLinesResponseSchema;
  };
  update: {
    params: typeof numericIdParamsSchema;
    body: typeof updateLocalizationPayloadSchema;
    response: typeof localizationResponseSchema;
  };
  remove: { params: typeof numericIdParamsSchema; response: typeof messageResponseSchema };
  saveLines: {
    params: typeof numericIdParamsSchema;
    body: typeof localizationLinesPayloadSchema;
    response: typeof localizationWithLinesResponseSchema;
  };
  download: { params: typeof numericIdParamsSchema };
  upload: {
    params: typeof numericIdParamsSchema;
    body: typeof localizationLinesUploadSchema;
    response: typeof localizationWithLinesResponseSchema;
  };
}>()('localizations', {
  list: { method: 'GET', path: '/api/v1/localizations', access: admin },
  create: { method: 'POST', path: '/api/v1/localizations', access: admin },
  show: { method: 'GET', path: '/api/v1/localizations/:id', access: admin },
  update: { method: 'PUT', path: '/api/v1/localizations/:id', access: admin },
  remove: { method: 'DELETE', path: '/api/v1/localizations/:id', access: admin },
  saveLines: { method: 'POST', path: '/api/v1/localizations/:id/lines', access: admin },
  download: { method: 'GET', path: '/api/v1/localizations/:id/download', access: admin },
  upload: { method: 'POST', path: '/api/v1/localizations/:id/upload', access: admin },
});
