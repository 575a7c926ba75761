import type { messageResponseSchema } from '../auth';
import { defineApi, signedIn } from '../endpoint';
import type { deleteUserQuerySchema, showUserQuerySchema, showUserResponseSchema } from '../users';

/**
 * A user's details and the deletion of one's own account (spec §4); their schemas are bound
 * in `../users`. `:id` is a user id or `me`; the handlers check it (a malformed one is 404).
 */
export const usersApi = defineApi<{
  show: { query: typeof showUserQuerySchema; response: typeof showUserResponseSchema };
  remove: { query: typeof deleteUserQuerySchema; response: typeof messageResponseSchema };
}>()('users', {
  show: {
    method: 'GET',
    path: '/api/v1/users/:id',
    access: signedIn,
  },
  remove: {
    method: 'DELETE',
    path: '/api/v1/users/:id',
    access: signedIn,
  },
});
