import type { bootstrapDataResponseSchema } from '../auth';
import { anyone, defineApi, signedIn } from '../endpoint';
import type {
  socialConnectPayloadSchema,
  socialDisconnectResponseSchema,
  socialServiceParamsSchema,
} from '../social';

/**
 * Social sign-in (spec §4); schemas bound in `../social`. The popup routes answer an HTML
 * page that posts the result to the opener (or redirect to the service), never JSON, and
 * check their `:service` themselves: a wrong one ends in the popup's ERROR, not a 422.
 */
export const socialApi = defineApi<{
  popupScript: Record<never, never>;
  loginPopup: Record<never, never>;
  connectPopup: Record<never, never>;
  callback: Record<never, never>;
  connect: {
    body: typeof socialConnectPayloadSchema;
    response: typeof bootstrapDataResponseSchema;
  };
  disconnect: {
    params: typeof socialServiceParamsSchema;
    response: typeof socialDisconnectResponseSchema;
  };
}>()('social', {
  popupScript: {
    method: 'GET',
    path: '/secure/auth/social/popup.js',
    access: anyone,
  },
  loginPopup: {
    method: 'GET',
    path: '/secure/auth/social/:service/login',
    access: anyone,
  },
  connectPopup: {
    method: 'GET',
    path: '/secure/auth/social/:service/connect',
    access: anyone,
  },
  callback: {
    method: 'GET',
    path: '/secure/auth/social/:service/callback',
    access: anyone,
  },
  connect: {
    method: 'POST',
    path: '/secure/auth/social/connect',
    access: anyone,
  },
  disconnect: {
    method: 'POST',
    path: '/secure/auth/social/:service/disconnect',
    access: signedIn,
  },
});
