import type { messageResponseSchema } from '../auth';
import type { numericIdParamsSchema } from '../data-table';
import { defineApi, withPermission } from '../endpoint';
import type {
  tagIdsParamsSchema,
  tagPayloadSchema,
  tagResponseSchema,
  tagsQuerySchema,
  tagsResponseSchema,
  updateTagPayloadSchema,
} from '../tags';

const admin = withPermission('tags.update', { signedIn: true });

/**
 * The admin's tag calls (spec §2.4 tags); their schemas are bound in `../tags`. `remove`
 * takes one id or several, comma-separated (the list's bulk delete).
 */
export const tagsApi = defineApi<{
  list: { query: typeof tagsQuerySchema; response: typeof tagsResponseSchema };
  create: { body: typeof tagPayloadSchema; response: typeof tagResponseSchema };
  update: {
    params: typeof numericIdParamsSchema;
    body: typeof updateTagPayloadSchema;
    response: typeof tagResponseSchema;
  };
  remove: { params: typeof tagIdsParamsSchema; response: typeof messageResponseSchema };
}>()('tags', {
  list: { method: 'GET', path: '/api/v1/tags', access: admin },
  create: { method: 'POST', path: '/api/v1/tags', access: admin },
  update: { method: 'PUT', path: '/api/v1/tags/:id', access: admin },
  remove: { method: 'DELETE', path: '/api/v1/tags/:ids', access: admin },
});
