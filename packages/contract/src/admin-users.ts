import { z } from 'zod';
import { adminUsersApi } from './api/admin-users';
import { adminUserOrderColumns, BAN_COMMENT_MAX_LENGTH } from './constants/admin';
import { PASSWORD_MIN_LENGTH } from './constants/auth';
import { dataTableQuerySchema, numericIdParamsSchema } from './data-table';
import { bindSchemas } from './endpoint';
import { paginationSchema } from './pagination';

const isoDate = z.iso.datetime({ offset: true, error: 'Must be an ISO 8601 date.' });

/** A user as the admin user list and forms show them: never a secret or a hash. */
export const adminUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  email_verified_at: z.string().nullable(),
  banned_at: z.string().nullable(),
  ban_until: z.string().nullable(),
  ban_comment: z.string().nullable(),
  created_at: z.string(),
  /** The latest request of any of the user's sessions; null: never signed in. */
  last_active_at: z.string().nullable(),
  roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** A subscription of theirs grants its plan now (spec §6 "subscribed"); false without billing. */
  subscribed: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** The user list's filters. */
export const adminUserFiltersSchema = z.strictObject({
  email_verified: z.boolean().optional(),
  role: z.number().int().positive().optional(),
  suspended: z.boolean().optional(),
  subscribed: z.boolean().optional(),
  created_from: isoDate.optional(),
  created_to: isoDate.optional(),
});
export type AdminUserFilters = z.infer<typeof adminUserFiltersSchema>;

export const adminUsersQuerySchema = dataTableQuerySchema(
  adminUserOrderColumns,
  adminUserFiltersSchema,
  'created_at',
);
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

export const adminUsersResponseSchema = z.object({ pagination: paginationSchema(adminUserSchema) });
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

/** The CSV export takes the list's search and filters, without its paging. */
export const adminUsersExportQuerySchema = adminUsersQuerySchema.pick({
  query: true,
  orderBy: true,
  orderDir: true,
  filters: true,
});

const userName = z.string().trim().max(191, 'The name is too long.');
const userEmail = z
  .string({ error: 'The email field is required.' })
  .trim()
  .min(1, 'The email field is required.')
  .pipe(z.email('The email must be a valid email address.').max(191, 'The email is too long.'));
const userPassword = z
  .string({ error: 'The password field is required.' })
  .min(PASSWORD_MIN_LENGTH, `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(255, 'The password may not be greater than 255 characters.');
const roleIds = z.array(z.number().int().positive()).max(50);

/** `POST users`: an account made by an admin, its address confirmed unless told otherwise. */
export const createUserPayloadSchema = z.object({
  email: userEmail,
  name: userName.optional(),
  password: userPassword,
  roles: roleIds.default([]),
  email_verified: z.boolean().default(true),
});
export type CreateUserPayload = z.input<typeof createUserPayloadSchema>;

/** `PUT users/{id}`: what is given changes; a password given replaces the old one. */
export const updateUserPayloadSchema = z.object({
  email: userEmail.optional(),
  name: userName.optional(),
  password: userPassword.optional(),
  roles: roleIds.optional(),
  email_verified: z.boolean().optional(),
  /** An IANA time zone (the user page's date tab); null: the site's. */
  timezone: z.string().trim().min(1).max(64).nullable().optional(),
  /** The user's interface language; null: the site's default. */
  language: z.string().trim().min(2).max(10).nullable().optional(),
});
export type UpdateUserPayload = z.input<typeof updateUserPayloadSchema>;

export const adminUserResponseSchema = z.object({ user: adminUserSchema });
export type AdminUserResponse = z.infer<typeof adminUserResponseSchema>;

/** `POST users/{id}/ban`: until when (none: until lifted), and why. */
export const banUserPayloadSchema = z.object({
  ban_until: isoDate.nullable().optional(),
  comment: z
    .string()
    .trim()
    .max(
      BAN_COMMENT_MAX_LENGTH,
      `The comment may not be greater than ${BAN_COMMENT_MAX_LENGTH} characters.`,
    )
    .optional(),
});
export type BanUserPayload = z.input<typeof banUserPayloadSchema>;

export const adminUsersEndpoints = bindSchemas(adminUsersApi, {
  list: {
    summary: 'Every user, searched, filtered, sorted and paged (admin)',
    query: adminUsersQuerySchema,
    response: adminUsersResponseSchema,
  },
  exportCsv: {
    summary: 'The user list as CSV, with the list’s search and filters (admin)',
    query: adminUsersExportQuerySchema,
  },
  create: {
    summary: 'Create a user (admin)',
    body: createUserPayloadSchema,
    response: adminUserResponseSchema,
  },
  update: {
    summary: 'Change a user’s name, email, password, roles or confirmation (admin)',
    params: numericIdParamsSchema,
    body: updateUserPayloadSchema,
    response: adminUserResponseSchema,
  },
  ban: {
    summary: 'Suspend a user: until lifted they see only the suspended screen',
    params: numericIdParamsSchema,
    body: banUserPayloadSchema,
    response: adminUserResponseSchema,
  },
  unban: {
    summary: 'Lift a user’s suspension',
    params: numericIdParamsSchema,
    response: adminUserResponseSchema,
  },
});
