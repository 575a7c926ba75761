import { z } from 'zod';
import { usersApi } from './api/users';
import { messageResponseSchema } from './auth';
import { userSchema } from './bootstrap';
import { type UserRelation, userRelations } from './constants/users';
import { bindSchemas } from './endpoint';

/** A linked social login account (spec §3 User.social_profiles). */
export const socialProfileSchema = z.object({
  id: z.number().int(),
  service: z.string(),
  username: z.string().nullable(),
  created_at: z.string(),
});

/** A personal access token, without its secret (spec §3 User.tokens). */
export const accessTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  abilities: z.array(z.string()),
  last_used_at: z.string().nullable(),
  created_at: z.string(),
});

/** `GET users/{id}`: `with` is a comma-separated list of relations. */
export const showUserQuerySchema = z.object({
  with: z
    .string()
    .optional()
    .transform((value) => (value ? value.split(',').map((s) => s.trim()) : []))
    .refine(
      (list): list is UserRelation[] =>
        list.every((name) => (userRelations as readonly string[]).includes(name)),
      { error: `The with field may only name: ${userRelations.join(', ')}.` },
    ),
});

export const userDetailsSchema = userSchema.extend({
  social_profiles: z.array(socialProfileSchema).optional(),
  tokens: z.array(accessTokenSchema).optional(),
  two_factor_enabled: z.boolean(),
});

export const showUserResponseSchema = z.object({ user: userDetailsSchema });

/**
 * `DELETE users/{ids}`: with `deleteCurrentUser=true`, one's own account (`me` or one's id,
 * after a password confirmation); without, the listed users (comma-separated ids), which needs
 * users.update and never names oneself.
 */
export const deleteUserQuerySchema = z.object({
  deleteCurrentUser: z.literal('true', { error: 'Must be true when given.' }).optional(),
});

export type SocialProfile = z.infer<typeof socialProfileSchema>;
export type AccessToken = z.infer<typeof accessTokenSchema>;
export type UserDetails = z.infer<typeof userDetailsSchema>;
export type ShowUserResponse = z.infer<typeof showUserResponseSchema>;

export const usersEndpoints = bindSchemas(usersApi, {
  show: {
    summary: 'A user (`me` for the caller; another user needs users.update)',
    query: showUserQuerySchema,
    response: showUserResponseSchema,
  },
  remove: {
    summary:
      'Delete one’s own account (deleteCurrentUser=true, after a password confirmation), or users (users.update)',
    query: deleteUserQuerySchema,
    response: messageResponseSchema,
  },
});
