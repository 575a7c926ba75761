import { z } from 'zod';
import { bootstrapDataSchema } from './bootstrap';

/** Social sign-in services; each works only when `social.<name>.enable` is on and the server has its keys. */
export const socialServices = ['google', 'facebook', 'twitter', 'envato'] as const;
export type SocialService = (typeof socialServices)[number];

export const socialAuthStatuses = [
  'SUCCESS',
  'ALREADY_LOGGED_IN',
  'REQUEST_PASSWORD',
  'ERROR',
] as const;
export type SocialAuthStatus = (typeof socialAuthStatuses)[number];

/** The window message type the login popup posts to its opener (spec §4). */
export const SOCIAL_AUTH_MESSAGE_TYPE = 'social-auth';

/** Shown when a social sign-in fails without a more specific message (spec §8). */
export const SOCIAL_AUTH_ERROR_MESSAGE = 'An error occurred. Please try again later';

/**
 * "Social window result" (spec §3): what the popup posts to `window.opener`, only to
 * the `base_url` origin. SUCCESS and ALREADY_LOGGED_IN carry the new bootstrap data,
 * REQUEST_PASSWORD asks the opener for the account password
 * (`POST secure/auth/social/connect`), ERROR carries a message.
 */
export const socialAuthMessageSchema = z.object({
  type: z.literal(SOCIAL_AUTH_MESSAGE_TYPE),
  status: z.enum(socialAuthStatuses),
  callbackData: z.object({
    bootstrapData: bootstrapDataSchema.optional(),
    errorMessage: z.string().optional(),
  }),
});

/**
 * `POST secure/auth/social/connect`: the password of the existing account whose email the
 * social profile shares. The profile itself waits on the server (the popup set a
 * short-lived cookie naming it), so the client sends only the password.
 */
export const socialConnectPayloadSchema = z.object({
  password: z
    .string({ error: 'The password field is required.' })
    .min(1, 'The password field is required.'),
});

export type SocialAuthMessage = z.infer<typeof socialAuthMessageSchema>;
export type SocialConnectPayload = z.infer<typeof socialConnectPayloadSchema>;
