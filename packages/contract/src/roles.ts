import { z } from 'zod';
import { rolesApi } from './api/roles';
import { messageResponseSchema } from './auth';
import { permissionSchema } from './bootstrap';
import { roleOrderColumns, roleTypes } from './constants/admin';
import { dataTableQuerySchema, idListSchema, numericIdParamsSchema } from './data-table';
import { bindSchemas } from './endpoint';
import { paginationSchema } from './pagination';

/** A role with its grants (spec §6): the permissions it gives, each with restriction values. */
export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  type: z.enum(roleTypes),
  /** Given to every new account. */
  default: z.boolean(),
  /** What a signed-out visitor may do. */
  guests: z.boolean(),
  users_count: z.number().int(),
  permissions: z.array(permissionSchema),
  created_at: z.string().nullable(),
});
export type Role = z.infer<typeof roleSchema>;

export const roleFiltersSchema = z.strictObject({ type: z.enum(roleTypes).optional() });

export const rolesQuerySchema = dataTableQuerySchema(roleOrderColumns, roleFiltersSchema, 'name');
export type RolesQuery = z.input<typeof rolesQuerySchema>;

export const rolesResponseSchema = z.object({ pagination: paginationSchema(roleSchema) });
export type RolesResponse = z.infer<typeof rolesResponseSchema>;

/** A permission the server knows, with the restrictions it can carry (the picker's catalogue). */
export const permissionCatalogueEntrySchema = z.object({
  name: z.string(),
  group: z.string(),
  restrictions: z.array(z.string()),
});
export type PermissionCatalogueEntry = z.infer<typeof permissionCatalogueEntrySchema>;

export const permissionCatalogueResponseSchema = z.object({
  permissions: z.array(permissionCatalogueEntrySchema),
});

const grantSchema = z.object({
  name: z.string().min(1).max(100),
  restrictions: z
    .array(
      z.object({
        name: z.string().min(1).max(100),
        value: z
          .number({ error: 'A restriction must be a whole number or empty.' })
          .int('A restriction must be a whole number or empty.')
          .min(0, 'A restriction cannot be negative.')
          .nullable(),
      }),
    )
    .default([]),
});
export type RoleGrant = z.input<typeof grantSchema>;

/** `POST roles` and `PUT roles/{id}`: the role's whole state. */
export const rolePayloadSchema = z.object({
  name: z
    .string({ error: 'The name field is required.' })
    .trim()
    .min(1, 'The name field is required.')
    .max(100, 'The name is too long.'),
  description: z.string().trim().max(250, 'The description is too long.').nullable().default(null),
  type: z.enum(roleTypes).default('sitewide'),
  default: z.boolean().default(false),
  guests: z.boolean().default(false),
  permissions: z.array(grantSchema).max(200).default([]),
});
export type RolePayload = z.input<typeof rolePayloadSchema>;

export const roleResponseSchema = z.object({ role: roleSchema });
export type RoleResponse = z.infer<typeof roleResponseSchema>;

/** `POST roles/{id}/add-users` and `remove-users`. */
export const roleUsersPayloadSchema = z.object({ userIds: idListSchema });

export const rolesEndpoints = bindSchemas(rolesApi, {
  list: {
    summary: 'Every role, searched, filtered, sorted and paged (admin)',
    query: rolesQuerySchema,
    response: rolesResponseSchema,
  },
  permissions: {
    summary: 'The permissions a role can grant, by group, with their restrictions (admin)',
    response: permissionCatalogueResponseSchema,
  },
  show: {
    summary: 'A role with its grants (admin)',
    params: numericIdParamsSchema,
    response: roleResponseSchema,
  },
  create: {
    summary: 'Create a role (admin)',
    body: rolePayloadSchema,
    response: roleResponseSchema,
  },
  update: {
    summary:
      'Replace a role’s name, type, flags and grants; its users have them on their next request',
    params: numericIdParamsSchema,
    body: rolePayloadSchema,
    response: roleResponseSchema,
  },
  remove: {
    summary: 'Delete a role (not the default or guests role)',
    params: numericIdParamsSchema,
    response: messageResponseSchema,
  },
  addUsers: {
    summary: 'Give a role to users (admin)',
    params: numericIdParamsSchema,
    body: roleUsersPayloadSchema,
    response: roleResponseSchema,
  },
  removeUsers: {
    summary: 'Take a role from users (admin)',
    params: numericIdParamsSchema,
    body: roleUsersPayloadSchema,
    response: roleResponseSchema,
  },
});
