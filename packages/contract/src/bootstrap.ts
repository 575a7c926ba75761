import { z } from 'zod';
import { settingsSchema } from './settings';

export const permissionRestrictionSchema = z.object({
  name: z.string(),
  value: z.union([z.number(), z.string(), z.null()]),
});

export const permissionSchema = z.object({
  name: z.string(),
  restrictions: z.array(permissionRestrictionSchema),
});

export const subscriptionSummarySchema = z.object({
  id: z.number().int(),
  valid: z.boolean(),
  active: z.boolean(),
});

/** The signed-in user as the client sees it (spec §3 "User"). */
export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  phone: z.string().nullable(),
  email_verified_at: z.string().nullable(),
  banned_at: z.string().nullable(),
  timezone: z.string().nullable(),
  language: z.string().nullable(),
  /** ISO 3166-1 alpha-2 code chosen in the Location and language panel. */
  country: z.string().nullable(),
  unread_notifications_count: z.number().int(),
  roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
  permissions: z.array(permissionSchema),
  subscriptions: z.array(subscriptionSummarySchema),
});

export const i18nSchema = z.object({
  language: z.string(),
  lines: z.record(z.string(), z.string()),
});

/** Written into index.html by the server and replaced on login and logout (spec §3). */
export const bootstrapDataSchema = z.object({
  i18n: i18nSchema,
  settings: settingsSchema,
  user: userSchema.nullable(),
  /** Permissions of the guest role, which apply while nobody is signed in. */
  guest_permissions: z.array(permissionSchema),
  is_mobile_device: z.boolean(),
  /**
   * Who the signed-in admin really is while they impersonate `user`; null (or absent, in
   * data written before impersonation existed) otherwise.
   */
  impersonator: z.object({ id: z.number().int(), name: z.string() }).nullable().optional(),
  /** Demo mode only: the credentials the login form is prefilled with. */
  demo_login: z.object({ email: z.string(), password: z.string() }).optional(),
});

export type Permission = z.infer<typeof permissionSchema>;
export type User = z.infer<typeof userSchema>;
export type I18n = z.infer<typeof i18nSchema>;
export type BootstrapData = z.infer<typeof bootstrapDataSchema>;
