import { z } from 'zod';
import { adminUserSchema } from './admin-users';
import { adminUserDetailsApi } from './api/admin-user-details';
import { permissionSchema } from './bootstrap';
import { numericIdParamsSchema } from './data-table';
import { bindSchemas } from './endpoint';
import { rolePayloadSchema } from './roles';

/** A session's or token's id in the path; not a number: not found, as the user's id. */
const childId = z.coerce.number({ error: 'Not found.' }).int().positive();

/** A signed-in browser of the user: never its token or its hash. */
export const adminUserSessionSchema = z.object({
  id: z.number().int(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  last_activity: z.string(),
  /** The session the admin is using to look at it (their own account's page). */
  current: z.boolean(),
});
export type AdminUserSession = z.infer<typeof adminUserSessionSchema>;

/** A personal access token of the user: its name and use, never its hash. */
export const adminUserTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  last_used_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminUserToken = z.infer<typeof adminUserTokenSchema>;

/** The user's page: the list's row, their date preferences, direct grants, sessions, tokens. */
export const adminUserDetailsSchema = adminUserSchema.extend({
  timezone: z.string().nullable(),
  language: z.string().nullable(),
  /** The answers to the register form's extra fields (admin settings, authentication). */
  extra_fields: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      value: z.union([z.string(), z.number(), z.boolean()]),
    }),
  ),
  /** Grants given to this user directly, beside their roles'. */
  permissions: z.array(permissionSchema),
  sessions: z.array(adminUserSessionSchema),
  tokens: z.array(adminUserTokenSchema),
});
export type AdminUserDetails = z.infer<typeof adminUserDetailsSchema>;

export const adminUserDetailsResponseSchema = z.object({ user: adminUserDetailsSchema });
export type AdminUserDetailsResponse = z.infer<typeof adminUserDetailsResponseSchema>;

/** `PUT admin/users/{id}/permissions`: the user's direct grants, as a role's. */
export const userPermissionsPayloadSchema = z.object({
  permissions: rolePayloadSchema.shape.permissions,
});
export type UserPermissionsPayload = z.input<typeof userPermissionsPayloadSchema>;

export const adminUserSessionParamsSchema = numericIdParamsSchema.extend({
  sessionId: childId,
});
export const adminUserTokenParamsSchema = numericIdParamsSchema.extend({
  tokenId: childId,
});

export const adminUserDetailsEndpoints = bindSchemas(adminUserDetailsApi, {
  show: {
    summary: 'A user’s page: details, direct permissions, sessions and tokens (admin)',
    params: numericIdParamsSchema,
    response: adminUserDetailsResponseSchema,
  },
  updatePermissions: {
    summary: 'Replace the permissions granted to a user directly, with restrictions (admin)',
    params: numericIdParamsSchema,
    body: userPermissionsPayloadSchema,
    response: adminUserDetailsResponseSchema,
  },
  signOutSession: {
    summary: 'Sign one of a user’s browsers out (admin)',
    params: adminUserSessionParamsSchema,
    response: adminUserDetailsResponseSchema,
  },
  confirmEmail: {
    summary: 'Mark a user’s email address as confirmed (admin)',
    params: numericIdParamsSchema,
    response: adminUserDetailsResponseSchema,
  },
  deleteToken: {
    summary: 'Revoke one of a user’s personal access tokens (admin)',
    params: adminUserTokenParamsSchema,
    response: adminUserDetailsResponseSchema,
  },
});
