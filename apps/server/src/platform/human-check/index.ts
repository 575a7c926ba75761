import {
  HUMAN_CHECK_FAILED_MESSAGE,
  HUMAN_CHECK_HEADER,
  type HumanCheckAction,
} from '@coffer/contract';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app';
import { HttpProblem } from '../http/errors';
import { proofOfWorkProvider } from './proof-of-work';
import type { HumanCheckProvider } from './provider';
import { recaptchaProvider } from './recaptcha';
import { redeemPass, storedSecret } from './store';

export type { HumanCheckProvider } from './provider';

/** Verify calls one address may make per minute. */
export const VERIFY_LIMIT_PER_MINUTE = 30;

/** Cookie holding the single-use pass that `recaptcha/verify` hands out. */
export const HUMAN_PASS_COOKIE = 'human_check_pass';

/**
 * Refuses the request with 422 'Could not verify you are human.' when the check is on
 * for `action` (`recaptcha.enable.<action>`) and the request proves nothing: it needs
 * either a pass from `POST api/v1/recaptcha/verify` (cookie, used up here) or a fresh
 * token in the `X-Human-Check-Token` header. Call it after validating the payload and
 * before writing anything.
 */
export async function requireHumanCheck(
  app: AppInstance,
  request: FastifyRequest,
  action: HumanCheckAction,
): Promise<void> {
  const settings = await app.settings.all();
  if (!settings.recaptcha.enable[action]) return;
  const header = request.headers[HUMAN_CHECK_HEADER];
  const token = typeof header === 'string' ? header : undefined;
  const pass = request.cookies[HUMAN_PASS_COOKIE];
  const passed = token
    ? await (await activeProvider(app)).verify(token, { ip: request.ip })
    : pass
      ? await redeemPass(app.db, app.clock, pass)
      : false;
  if (!passed) throw new HttpProblem(422, HUMAN_CHECK_FAILED_MESSAGE);
}

/** reCAPTCHA when both of its keys are set, otherwise the built-in proof of work. */
export async function activeProvider(app: AppInstance): Promise<HumanCheckProvider> {
  const siteKey = (await app.settings.all()).recaptcha.site_key;
  const recaptchaSecretKey = await app.serverSettings.get('recaptcha.secret_key');
  const { recaptchaVerifyUrl, recaptchaScoreThreshold } = app.config.humanCheck;
  if (siteKey && recaptchaSecretKey) {
    return recaptchaProvider({
      siteKey,
      secretKey: recaptchaSecretKey,
      verifyUrl: recaptchaVerifyUrl,
      scoreThreshold: recaptchaScoreThreshold,
    });
  }
  return proofOfWorkProvider(app.db, await powSecret(app), app.clock);
}

const secrets = new WeakMap<AppInstance, Promise<string>>();

function powSecret(app: AppInstance): Promise<string> {
  const configured = app.config.humanCheck.secret;
  if (configured) return Promise.resolve(configured);
  let secret = secrets.get(app);
  if (!secret) {
    secret = storedSecret(app.db, 'human_check_hmac');
    secrets.set(app, secret);
  }
  return secret;
}
