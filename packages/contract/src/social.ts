import { z } from 'zod';
import { bootstrapDataSchema } from './bootstrap';
import { SOCIAL_AUTH_MESSAGE_TYPE, socialAuthStatuses } from './constants/social';

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
