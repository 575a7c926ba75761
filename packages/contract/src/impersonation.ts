import { impersonationApi } from './api/impersonation';
import { bootstrapDataResponseSchema } from './auth';
import { numericIdParamsSchema } from './data-table';
import { bindSchemas } from './endpoint';

export const impersonationEndpoints = bindSchemas(impersonationApi, {
  impersonate: {
    summary:
      'Sign in as another user on this session (admin); answers their bootstrap data, with the admin as `impersonator`',
    params: numericIdParamsSchema,
    response: bootstrapDataResponseSchema,
  },
  stopImpersonating: {
    summary: 'End an impersonation: the session is the admin’s again; answers their bootstrap data',
    response: bootstrapDataResponseSchema,
  },
});
