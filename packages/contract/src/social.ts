import { z } from 'zod';
import { socialApi } from './api/social';
import { bootstrapDataResponseSchema } from './auth';
import { bootstrapDataSchema } from './bootstrap';
import { SOCIAL_AUTH_MESSAGE_TYPE, socialAuthStatuses, socialServices } from './constants/social';
import { bindSchemas } from './endpoint';

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

/** The `:service` of `secure/auth/social/:service/disconnect`. */
export const socialServiceParamsSchema = z.object({ service: z.enum(socialServices) });

/** `POST secure/auth/social/:service/disconnect`. */
export const socialDisconnectResponseSchema = z.object({ success: z.boolean() });

export type SocialAuthMessage = z.infer<typeof socialAuthMessageSchema>;
export type SocialConnectPayload = z.infer<typeof socialConnectPayloadSchema>;

export const socialEndpoints = bindSchemas(socialApi, {
  popupScript: { summary: 'The script of the popup’s result page' },
  loginPopup: { summary: 'Popup: go to the service to sign in or up' },
  connectPopup: { summary: 'Popup: go to the service to connect it to the signed-in account' },
  callback: { summary: 'Popup: the service’s redirect back; answers the result page' },
  connect: {
    summary: 'Link the waiting social profile to the account whose password this is',
    body: socialConnectPayloadSchema,
    response: bootstrapDataResponseSchema,
  },
  disconnect: {
    summary: 'Disconnect a social service from the caller’s account',
    params: socialServiceParamsSchema,
    response: socialDisconnectResponseSchema,
  },
});
