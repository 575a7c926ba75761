import type { SocialAuthMessage } from '@coffer/contract';
import { SOCIAL_AUTH_MESSAGE_TYPE } from '@coffer/contract/constants';

/** Spec §9: the popup size and how often we check whether the user closed it. */
export const SOCIAL_POPUP_WIDTH = 650;
export const SOCIAL_POPUP_HEIGHT = 550;
export const SOCIAL_POPUP_CLOSED_CHECK_MS = 1000;

export type SocialAuthResult = Pick<SocialAuthMessage, 'status' | 'callbackData'>;

/** The parts of `window` the popup flow uses, so tests can hand in a fake. */
export type PopupOpener = Pick<
  Window,
  | 'open'
  | 'addEventListener'
  | 'removeEventListener'
  | 'setInterval'
  | 'clearInterval'
  | 'screenX'
  | 'screenY'
  | 'outerWidth'
  | 'outerHeight'
>;

export interface SocialLoginPopupOptions {
  /** Settings `base_url`: only messages from its origin are trusted. */
  baseUrl: string;
  /** @default window */
  opener?: PopupOpener;
}

/**
 * Opens the provider's sign-in page in a centred 650×550 popup and waits for the
 * server's `social-auth` message. Resolves null ("empty result") when the popup
 * is blocked or closed without one.
 */
export function openSocialLoginPopup(
  url: string,
  { baseUrl, opener = window }: SocialLoginPopupOptions,
): Promise<SocialAuthResult | null> {
  const trustedOrigin = new URL(baseUrl).origin;
  const popup = opener.open(url, 'social-auth', popupFeatures(opener));
  if (!popup) return Promise.resolve(null);

  // Loads while the user signs in at the provider; messages wait for it in arrival order.
  const schema = import('./social-auth-message').then((module) => module.socialAuthMessageSchema);
  return new Promise((resolve) => {
    const finish = (result: SocialAuthResult | null) => {
      opener.removeEventListener('message', onMessage);
      opener.clearInterval(closedCheck);
      resolve(result);
    };
    // Any page can post to us; only the server's own callback page may sign us in.
    const onMessage = async (event: MessageEvent) => {
      if (event.origin !== trustedOrigin) return;
      const message = (await schema).safeParse(event.data);
      if (!message.success || message.data.type !== SOCIAL_AUTH_MESSAGE_TYPE) return;
      finish({ status: message.data.status, callbackData: message.data.callbackData });
    };
    const closedCheck = opener.setInterval(() => {
      if (popup.closed) finish(null);
    }, SOCIAL_POPUP_CLOSED_CHECK_MS);
    opener.addEventListener('message', onMessage);
  });
}

/** Centred over the current browser window, as multi-screen setups need screenX/Y. */
function popupFeatures(opener: PopupOpener): string {
  const left = Math.round(opener.screenX + (opener.outerWidth - SOCIAL_POPUP_WIDTH) / 2);
  const top = Math.round(opener.screenY + (opener.outerHeight - SOCIAL_POPUP_HEIGHT) / 2);
  return `width=${SOCIAL_POPUP_WIDTH},height=${SOCIAL_POPUP_HEIGHT},left=${left},top=${top}`;
}
