import { sharingEndpoints as endpoints, fillPath } from '@coffer/contract';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app';
import { route } from '../../kernel/roles/endpoint-route';
import { findUserById, normalizeEmail, type UserRow } from '../../kernel/users/repo';
import { HttpProblem } from '../../platform/http/errors';
import { escapeHtml } from '../../platform/http/escape-html';
import type { MessageValues } from '../../platform/i18n/catalogue';
import { defineMessage } from '../../platform/i18n/define-message';
import { chosenLanguage } from '../../platform/i18n/request-language';
import { randomToken, sha256 } from '../../platform/security/tokens';
import { proveEmail } from '../auth/service';
import type { EntryRow } from '../drive';
import {
  deletePendingShare,
  findPendingShareByToken,
  pendingSharesForEmail,
  savePendingShare,
} from './pending-repo';
import { findEntryRow, upsertShare } from './repo';

/*
 * Shares with an address no account has proven (issue 21, finding 5): registering first
 * with someone's address used to be enough to receive what was shared with them. The share
 * waits in `pending_shares` until an account proves the address (its verification code, a
 * password reset link, or the claim link this module emails), then becomes a share.
 */

const INVALID = defineMessage('This invitation is no longer valid.');
const ELSEWHERE = defineMessage('This invitation was sent to another email address.');

/** Records (or updates) a share waiting for `email`, and emails its claim link. */
export async function sharePending(
  app: AppInstance,
  entry: EntryRow,
  email: string,
  perms: { edit: number; download: number },
  sharer: UserRow,
  registered: boolean,
): Promise<void> {
  const token = randomToken();
  const values = {
    edit: perms.edit,
    download: perms.download,
    sharer_id: sharer.id,
    token_hash: sha256(token),
  };
  await savePendingShare(app.db, entry.id, email, values, app.clock.iso());
  const site = (await app.settings.get('branding')).site_name;
  const claim = `${app.config.appUrl}${fillPath(endpoints.claim.path, { token })}`;
  const register = `${app.config.appUrl}/register?email=${encodeURIComponent(email)}`;
  const who = sharer.name || sharer.email;
  // The address proved no account yet: the email is in the site's default language.
  const language = await chosenLanguage(app, undefined);
  const t = (message: string, values: MessageValues = {}) =>
    app.catalogue.translate(language, message, { who, name: entry.name, site, ...values });
  const subject = t(defineMessage('{who} shared "{name}" with you on {site}'));
  const first = registered
    ? t(defineMessage('Sign in, then open this link to add it to your drive'))
    : t(
        defineMessage(
          'Create an account with this address ({link}), then open this link to add it to your drive',
        ),
        { link: register },
      );
  // The HTML part's links: its text translated, the links put in as escaped HTML values.
  const openIt = `<a href="${escapeHtml(claim)}">${escapeHtml(t(defineMessage('open it')))}</a>`;
  const html = registered
    ? t(defineMessage('Sign in, then {openIt} to add it to your drive.'), {
        openIt,
      })
    : t(
        defineMessage('{createAccount} with this address, then {openIt} to add it to your drive.'),
        {
          createAccount: `<a href="${escapeHtml(register)}">${escapeHtml(t(defineMessage('Create an account')))}</a>`,
          openIt,
        },
      );
  const signature = t(defineMessage('— {site}'));
  await app.mailer.send(email, {
    subject,
    text: `${subject}.\n\n${first}: ${claim}\n\n${signature}`,
    html: `<p>${escapeHtml(subject)}.</p><p>${html}</p><p>${escapeHtml(signature)}</p>`,
  });
}

/** `emailProven` hook: every share waiting for the user's address becomes theirs. */
export async function claimPendingShares(
  app: AppInstance,
  user: UserRow,
  notifyShared: (sharer: UserRow, entry: EntryRow, userId: number) => Promise<void>,
): Promise<void> {
  const waiting = await pendingSharesForEmail(app.db, normalizeEmail(user.email));
  for (const row of waiting) {
    await deletePendingShare(app.db, row.id);
    // The owner already holds every right.
    if (row.owner_id === user.id) continue;
    const perms = { view: 1, edit: row.edit, download: row.download };
    await upsertShare(app.db, row.entry_id, user.id, perms, app.clock.iso());
    const [sharer, entry] = await Promise.all([
      findUserById(app.db, row.sharer_id),
      findEntryRow(app.db, row.entry_id),
    ]);
    if (sharer && entry) await notifyShared(sharer, entry as EntryRow, user.id);
  }
}

/**
 * `GET shares/claim/{token}`: the emailed link. Opened signed in as the account with the
 * address, it proves the address (so every share waiting for it arrives) and leads to
 * "Shared with me"; a guest is sent to sign in first.
 */
export function claimRoute(app: AppInstance): void {
  route(app, endpoints.claim, async ({ request, reply, params }) => {
    const html = wantsHtml(request);
    const row = await findPendingShareByToken(app.db, sha256(params.token));
    if (!row) {
      if (html) return reply.redirect('/drive/shares');
      throw new HttpProblem(404, INVALID);
    }
    if (!request.user) {
      if (html) return reply.redirect('/login');
      throw new HttpProblem(401, 'Sign in to open what was shared with you.');
    }
    if (normalizeEmail(request.user.email) !== row.email) throw new HttpProblem(403, ELSEWHERE);
    await proveEmail(app, request.user);
    if (html) return reply.redirect('/drive/shares');
    return { message: 'The shared items are in your drive.' };
  });
}

function wantsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') && !accept.includes('application/json');
}
