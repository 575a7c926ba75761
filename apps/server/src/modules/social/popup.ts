import {
  SOCIAL_AUTH_ERROR_MESSAGE,
  SOCIAL_AUTH_MESSAGE_TYPE,
  type SocialAuthMessage,
  type SocialAuthStatus,
  socialApi,
} from '@coffer/contract';
import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../../platform/http/escape-html';
import { defineMessage } from '../../platform/i18n/define-message';

/** Where the popup page loads its script from (same origin, so the CSP's `script-src 'self'` allows it). */
export const POPUP_SCRIPT_PATH = socialApi.popupScript.path;
const RESULT_ELEMENT_ID = 'social-auth-result';

/**
 * Posts the result to the opener and closes the popup. A separate file because the CSP
 * forbids inline scripts; the result itself sits in a JSON data block, which is never
 * executed. The target origin comes from the server, so a page that opened the popup
 * from elsewhere gets nothing.
 */
export const POPUP_SCRIPT = `(function () {
  var element = document.getElementById('${RESULT_ELEMENT_ID}');
  if (!element) return;
  var result = JSON.parse(element.textContent || '{}');
  if (!window.opener) {
    // Opened as a tab (popup blocked): the session cookie is already set, so go to the app.
    window.location.replace(result.targetOrigin + '/');
    return;
  }
  window.opener.postMessage(result.message, result.targetOrigin);
  window.close();
})();
`;

/**
 * Answers the popup with a page that hands `status` (and bootstrap data or an error
 * message) to the window that opened it, at `targetOrigin` only — never '*', as the
 * bootstrap data describes the signed-in user.
 */
export function sendPopupResult(
  reply: FastifyReply,
  targetOrigin: string,
  status: SocialAuthStatus,
  callbackData: SocialAuthMessage['callbackData'] = {},
  { language = 'en', translate = (text: string) => text }: PopupLanguage = {},
): FastifyReply {
  const message: SocialAuthMessage = {
    type: SOCIAL_AUTH_MESSAGE_TYPE,
    status,
    callbackData:
      status === 'ERROR'
        ? { errorMessage: translate(callbackData.errorMessage ?? SOCIAL_AUTH_ERROR_MESSAGE) }
        : callbackData,
  };
  const json = scriptSafeJson({ targetOrigin, message });
  const text = escapeHtml(translate(PAGE_TEXT[status]));
  const html = `<!doctype html><html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><title>Coffer</title></head><body><p>${text}</p><script type="application/json" id="${RESULT_ELEMENT_ID}">${json}</script><script src="${POPUP_SCRIPT_PATH}"></script></body></html>`;
  return reply
    .code(200)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html);
}

/** The popup's language and the translation of its texts (the error message already filled). */
export interface PopupLanguage {
  language?: string;
  translate?: (message: string) => string;
}

const PAGE_TEXT: Record<SocialAuthStatus, string> = {
  SUCCESS: defineMessage('Signing you in…'),
  ALREADY_LOGGED_IN: defineMessage('You are already signed in.'),
  REQUEST_PASSWORD: defineMessage(
    'Return to the app and enter your password to connect this account.',
  ),
  ERROR: defineMessage('Sign-in failed. You can close this window.'),
};

/** JSON that cannot end the script element it sits in, nor open a comment. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
