import type { BootstrapData } from '@coffer/contract';
import { SOCIAL_AUTH_ERROR_MESSAGE } from '@coffer/contract/constants';
import type { SocialAuthResult } from './social-login-popup';

/** What the screen does with a popup result (spec §4). */
export type SocialLoginOutcome =
  | { kind: 'signed-in'; bootstrapData: BootstrapData }
  | { kind: 'password-required' }
  | { kind: 'error'; message: string }
  | { kind: 'cancelled' };

/**
 * SUCCESS and ALREADY_LOGGED_IN store the bootstrap data and go to the redirect uri;
 * REQUEST_PASSWORD opens the 'Password required' dialog; ERROR shows a danger toast
 * with the server message or the default; a closed popup does nothing.
 */
export function socialLoginOutcome(result: SocialAuthResult | null): SocialLoginOutcome {
  if (!result) return { kind: 'cancelled' };
  const { status, callbackData } = result;
  if ((status === 'SUCCESS' || status === 'ALREADY_LOGGED_IN') && callbackData.bootstrapData) {
    return { kind: 'signed-in', bootstrapData: callbackData.bootstrapData };
  }
  if (status === 'REQUEST_PASSWORD') return { kind: 'password-required' };
  return { kind: 'error', message: callbackData.errorMessage || SOCIAL_AUTH_ERROR_MESSAGE };
}
