import type { bootstrapDataResponseSchema } from '../auth';
import type { numericIdParamsSchema } from '../data-table';
import { defineApi, signedIn, withPermission } from '../endpoint';

/**
 * An admin signs in as another user and back (spec §2.4 users); schemas bound in
 * `../impersonation`. Stopping needs only a session: the impersonated user holds no
 * `users.update`, so the handler checks the session really is an impersonation.
 */
export const impersonationApi = defineApi<{
  impersonate: {
    params: typeof numericIdParamsSchema;
    response: typeof bootstrapDataResponseSchema;
  };
  stopImpersonating: { response: typeof bootstrapDataResponseSchema };
}>()('impersonation', {
  impersonate: {
    method: 'POST',
    path: '/api/v1/users/:id/impersonate',
    access: withPermission('users.update', { signedIn: true }),
  },
  stopImpersonating: {
    method: 'POST',
    path: '/api/v1/users/stop-impersonating',
    access: signedIn,
  },
});
