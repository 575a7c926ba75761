import type { BootstrapData } from '@coffer/contract';
import { PASSWORD_CONFIRMATION_SECONDS } from '@coffer/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app';
import {
  clearSessionCookie,
  createSession,
  deleteSession,
  deleteUserSessions,
  isSecureRequest,
  issueXsrfCookie,
  SESSION_COOKIE,
  type Session,
  setSessionCookie,
} from '../../kernel/sessions';
import type { UserRow } from '../../kernel/users/repo';
import { HttpProblem } from '../../platform/http/errors';
import { chosenLanguage } from '../../platform/i18n/request-language';
import { passwordResetEmail, verificationCodeEmail } from '../../platform/mail/templates';
import { verifyPassword } from '../../platform/security/passwords';
import { enforceLimits, type Limit } from '../../platform/security/rate-limit';
import { randomDigits, randomToken, sha256 } from '../../platform/security/tokens';
import { buildBootstrapData } from '../bootstrap/service';
import { liftExpiredBan } from './authenticate';
import {
  deletePasswordResetsOf,
  deleteSessionByTokenHash,
  deleteVerificationCodesOf,
  insertPasswordReset,
  insertVerificationCode,
  markEmailVerified,
} from './repo';

export const RESET_TOKEN_MINUTES = 60;
export const VERIFICATION_CODE_MINUTES = 30;
export const VERIFICATION_MAX_ATTEMPTS = 5;

const MINUTE = 60_000;

/**
 * Signs a user in on this response: a new session (a fresh token, so a token planted
 * before login is worthless), its cookie, and a rotated XSRF token. Answers the
 * bootstrap data the client replaces its own with.
 */
export async function startSession(
  app: AppInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  remember: boolean,
): Promise<BootstrapData> {
  const secure = isSecureRequest(request, app.config.appUrl);
  const { token, session } = await createSession(app.db, app.clock, request, {
    userId: user.id,
    remember,
  });
  // Single-device login (admin settings, authentication): signing in ends every other session.
  if (await app.serverSettings.get('auth.single_device_login')) {
    await deleteUserSessions(app.db, user.id, session.id);
  }
  setSessionCookie(request, reply, token, { remember, secure });
  issueXsrfCookie(request, reply, secure);
  // A suspension that has run out ends here too, so the sign-in's bootstrap data is current.
  request.user = await liftExpiredBan(app, user);
  request.session = session;
  request.permissionsCache = undefined;
  return buildBootstrapData(app, request);
}

/** Ends the request's session and answers the guest bootstrap data. */
export async function endSession(
  app: AppInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<BootstrapData> {
  const secure = isSecureRequest(request, app.config.appUrl);
  if (request.session) await deleteSession(app.db, request.session.id);
  // A login still waiting for its two-factor code has a session row but no request.session.
  const cookie = request.cookies[SESSION_COOKIE];
  if (cookie) await deleteSessionByTokenHash(app.db, sha256(cookie));
  clearSessionCookie(reply, secure);
  issueXsrfCookie(request, reply, secure);
  request.user = null;
  request.session = null;
  request.permissionsCache = undefined;
  return buildBootstrapData(app, request);
}

/** Per-endpoint limits on credential calls, per IP and per identifier (email, phone, user). */
export const LIMITS = {
  login: (ip: string, identifier: string): Limit[] => [
    { key: `login:ip:${ip}`, max: 30, windowMs: MINUTE },
    { key: `login:id:${identifier.toLowerCase()}`, max: 5, windowMs: MINUTE },
  ],
  register: (ip: string): Limit[] => [{ key: `register:ip:${ip}`, max: 10, windowMs: MINUTE }],
  twoFactor: (ip: string, userId: number): Limit[] => [
    { key: `2fa:ip:${ip}`, max: 30, windowMs: MINUTE },
    { key: `2fa:user:${userId}`, max: 5, windowMs: MINUTE },
  ],
  twoFactorSetup: (ip: string, userId: number): Limit[] => [
    { key: `2fa-setup:ip:${ip}`, max: 30, windowMs: MINUTE },
    { key: `2fa-setup:user:${userId}`, max: 5, windowMs: MINUTE },
  ],
  forgot: (ip: string, email: string): Limit[] => [
    { key: `forgot:ip:${ip}`, max: 10, windowMs: MINUTE },
    { key: `forgot:id:${email.toLowerCase()}`, max: 3, windowMs: 10 * MINUTE },
  ],
  reset: (ip: string, email: string): Limit[] => [
    { key: `reset:ip:${ip}`, max: 10, windowMs: MINUTE },
    { key: `reset:id:${email.toLowerCase()}`, max: 5, windowMs: MINUTE },
  ],
  confirmPassword: (ip: string, userId: number): Limit[] => [
    { key: `confirm:ip:${ip}`, max: 30, windowMs: MINUTE },
    { key: `confirm:user:${userId}`, max: 5, windowMs: MINUTE },
  ],
  /**
   * Guesses at the current password (changing it, minting a token): per user over 15
   * minutes, so a stolen session cannot try a word list; a right password clears the count.
   */
  passwordGuess: (ip: string, userId: number): Limit[] => [
    { key: `password-guess:ip:${ip}`, max: 30, windowMs: MINUTE },
    { key: `password-guess:user:${userId}`, max: 5, windowMs: 15 * MINUTE },
  ],
  verifyEmail: (ip: string, userId: number): Limit[] => [
    { key: `verify:ip:${ip}`, max: 30, windowMs: MINUTE },
    { key: `verify:user:${userId}`, max: 10, windowMs: MINUTE },
  ],
  resendVerification: (ip: string, userId: number): Limit[] => [
    { key: `resend:ip:${ip}`, max: 10, windowMs: MINUTE },
    { key: `resend:user:${userId}`, max: 3, windowMs: 10 * MINUTE },
  ],
};

export function limit(app: AppInstance, limits: Limit[]): Promise<void> {
  return enforceLimits(app.rateLimits, limits);
}

/** Emails one user may have the server send to addresses they type in (shares, invites), an hour. */
export const INVITATIONS_PER_SENDER = 100;
/** Emails one address may receive that way from everyone together, an hour. */
export const INVITATIONS_PER_RECIPIENT = 10;

/**
 * Limits the emails a user makes the server send to addresses they typed (people shares,
 * workspace invites: the sender picks the address and part of the text): one hit per
 * address, per sender and per recipient, before anything is written or sent.
 */
export function limitInvitations(app: AppInstance, senderId: number, emails: string[]) {
  const hour = 60 * MINUTE;
  const limits = emails.flatMap((email): Limit[] => [
    { key: `invite:sender:${senderId}`, max: INVITATIONS_PER_SENDER, windowMs: hour },
    { key: `invite:to:${email}`, max: INVITATIONS_PER_RECIPIENT, windowMs: hour },
  ]);
  return enforceLimits(
    app.rateLimits,
    limits,
    (seconds) =>
      `Too many invitations sent. Please wait ${Math.ceil(seconds / 60)} minutes before inviting these people again.`,
  );
}

/**
 * Checks the caller's current password under `LIMITS.passwordGuess`: 422 on `field` when it
 * is wrong, 429 once too many were wrong; a right one clears the user's count.
 */
export async function assertCurrentPassword(
  app: AppInstance,
  request: FastifyRequest,
  password: string,
  field: string,
  message: string,
): Promise<void> {
  const user = request.user!;
  const limits = LIMITS.passwordGuess(request.ip, user.id);
  await limit(app, limits);
  if (!(await verifyPassword(user.password, password))) {
    throw new HttpProblem(422, message, { [field]: [message] });
  }
  await app.rateLimits.clear(limits[1]!.key);
}

/**
 * What a module hands over once an account proved its address (a code, a mail link): the
 * shares and invites that waited for it. Runs after `email_verified_at` is set.
 */
export type EmailProvenHook = (user: UserRow) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Run by `proveEmail` (sharing and workspaces add theirs). */
    emailProven: EmailProvenHook[];
  }
}

/**
 * The account proved it receives mail at its address: marks it verified (once) and lets the
 * modules hand over what was sent to the address meanwhile. Until then a share or invite to
 * the address waits, so an account registered with someone else's address gets nothing.
 */
export async function proveEmail(app: AppInstance, user: UserRow): Promise<void> {
  if (!user.email_verified_at) {
    await markEmailVerified(app.db, user.id, app.clock.iso());
  }
  for (const hook of app.emailProven) await hook(user);
}

/** Whether the session's password confirmation is younger than `seconds` at `nowMs`. */
export function passwordConfirmedWithin(
  session: Session | null,
  nowMs: number,
  seconds = PASSWORD_CONFIRMATION_SECONDS,
): boolean {
  if (!session?.password_confirmed_at) return false;
  const age = nowMs - Date.parse(session.password_confirmed_at);
  return age >= 0 && age < Math.min(seconds, PASSWORD_CONFIRMATION_SECONDS) * 1000;
}

/** Replaces the user's verification code with a new one and emails it. */
export async function sendVerificationCode(app: AppInstance, user: UserRow): Promise<void> {
  const code = randomDigits(6);
  await app.db.transaction().execute(async (trx) => {
    await deleteVerificationCodesOf(trx, user.id);
    await insertVerificationCode(trx, {
      user_id: user.id,
      code_hash: sha256(code),
      expires_at: app.clock.iso(VERIFICATION_CODE_MINUTES * MINUTE),
      created_at: app.clock.iso(),
    });
  });
  const ctx = await mailContext(app, user.language);
  await app.mailer.send(user.email, verificationCodeEmail(ctx, code, VERIFICATION_CODE_MINUTES));
}

/** Stores a single-use reset token for the account and emails its link. */
export async function sendPasswordReset(app: AppInstance, user: UserRow): Promise<void> {
  const token = randomToken();
  await app.db.transaction().execute(async (trx) => {
    await deletePasswordResetsOf(trx, user.email);
    await insertPasswordReset(trx, {
      email: user.email,
      token_hash: sha256(token),
      expires_at: app.clock.iso(RESET_TOKEN_MINUTES * MINUTE),
      created_at: app.clock.iso(),
    });
  });
  const link = `${app.config.appUrl}/password/reset/${encodeURIComponent(token)}`;
  const ctx = await mailContext(app, user.language);
  await app.mailer.send(user.email, passwordResetEmail(ctx, link, RESET_TOKEN_MINUTES));
}

/** An email's language (the recipient's, else the site default), site name and catalogue. */
async function mailContext(app: AppInstance, language: string | null) {
  const settings = await app.settings.all();
  return {
    language: await chosenLanguage(app, language),
    site: settings.branding.site_name,
    catalogue: app.catalogue,
  };
}
