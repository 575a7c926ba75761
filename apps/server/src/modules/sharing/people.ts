import {
  DRIVE_MESSAGES,
  type FileEntry,
  type ServerBodyOf,
  SHARING_MESSAGES,
  type ShareEntryResponse,
  type SharePermissions,
  type sharingEndpoints,
  type UnshareResponse,
} from '@coffer/contract';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app';
import { findUserByEmail, normalizeEmail, type UserRow } from '../../kernel/users/repo';
import { HttpProblem } from '../../platform/http/errors';
import { escapeHtml } from '../../platform/http/escape-html';
import { defineMessage } from '../../platform/i18n/define-message';
import { limitInvitations } from '../auth/service';
import type { EntryRow } from '../drive';
import { notify } from '../notifications/service';
import { sharePending } from './pending';
import {
  deleteShares,
  findDirectShare,
  hasDirectShare,
  updateSharePermissions,
  upsertShare,
} from './repo';

/** Rights given to others stay within the giver's: granting downloads needs the download right. */
async function assertCanGrant(
  app: AppInstance,
  request: FastifyRequest,
  entry: EntryRow,
  permissions: SharePermissions,
): Promise<void> {
  if (permissions.download) await app.drive.assertEntryAccess(app, request, entry, 'download');
}

/** A live entry by id or hash, else 404. */
export async function liveEntry(app: AppInstance, ref: string): Promise<EntryRow> {
  const entry = await app.drive.findEntryByRef(app.db, ref);
  if (!entry || entry.deleted_at) throw new HttpProblem(404, DRIVE_MESSAGES.notFound);
  return entry;
}

async function present(app: AppInstance, request: FastifyRequest, entry: EntryRow) {
  return (await app.drive.presentEntries(app, request, [entry]))[0] as FileEntry;
}

/**
 * `POST file-entries/{id}/share`: whoever may edit the entry shares it with people by
 * email. An account that proved the address gets (or keeps, with the new rights) a share
 * and a notification; any other address (no account, or one that never proved it) gets a
 * share waiting for the proof and an email with its claim link, when registration is open
 * or the account exists (issue 21, finding 5).
 */
export async function shareEntry(
  app: AppInstance,
  request: FastifyRequest,
  ref: string,
  input: ServerBodyOf<typeof sharingEndpoints.share>,
): Promise<ShareEntryResponse> {
  const entry = await liveEntry(app, ref);
  await app.drive.assertEntryAccess(app, request, entry, 'update');
  await assertCanGrant(app, request, entry, input.permissions);
  const sharer = request.user!;
  const emails = [...new Set(input.emails.map(normalizeEmail))];
  await limitInvitations(app, sharer.id, emails);
  const registrationOpen = !(await app.settings.get('registration')).disable;
  const recipients: UserRow[] = [];
  const waiting: Array<{ email: string; registered: boolean }> = [];
  for (const [index, email] of emails.entries()) {
    const user = await findUserByEmail(app.db, email);
    if (user?.id === sharer.id)
      throw new HttpProblem(422, SHARING_MESSAGES.self, {
        [`emails.${index}`]: [SHARING_MESSAGES.self],
      });
    if (user?.email_verified_at) {
      // The owner already holds every right; a share row would only clutter the list.
      if (user.id !== entry.owner_id) recipients.push(user);
    } else if (user || registrationOpen) {
      waiting.push({ email, registered: Boolean(user) });
    } else {
      const message = defineMessage('No user with this email address exists.');
      throw new HttpProblem(422, message, { [`emails.${index}`]: [message] });
    }
  }
  const perms = {
    view: 1,
    edit: input.permissions.edit ? 1 : 0,
    download: input.permissions.download ? 1 : 0,
  };
  const fresh: typeof recipients = [];
  for (const user of recipients) {
    if (await hasDirectShare(app.db, entry.id, user.id)) {
      await updateSharePermissions(app.db, entry.id, user.id, perms);
    } else {
      await upsertShare(app.db, entry.id, user.id, perms, app.clock.iso());
      fresh.push(user);
    }
  }
  for (const user of fresh) await notifyShared(app, sharer, entry, user.id);
  for (const { email, registered } of waiting) {
    await sharePending(app, entry, email, perms, sharer, registered);
  }
  return {
    fileEntry: await present(app, request, entry),
    invited: waiting.map((w) => w.email),
  };
}

/**
 * The sharee's notification of a new share (in the app, and by email as their channels
 * say); none while the admin has turned share notifications off (`drive.share_notifications`).
 */
export async function notifyShared(
  app: AppInstance,
  sharer: UserRow,
  entry: EntryRow,
  userId: number,
): Promise<void> {
  if (!(await app.settings.get('drive')).share_notifications) return;
  await notify(app, userId, 'file-entry-shared', {
    image: sharer.image,
    lines: [{ type: 'primary', content: defineMessage('{who} shared {name} with you.') }],
    mainAction: {
      label: app.drive.isFolder(entry) ? defineMessage('Open folder') : defineMessage('View file'),
      action: app.drive.isFolder(entry) ? `/drive/folders/${entry.hash}` : '/drive/shares',
    },
    values: {
      who: `<strong>${escapeHtml(sharer.name || sharer.email)}</strong>`,
      name: `<strong>${escapeHtml(entry.name)}</strong>`,
    },
  });
}

async function directShare(app: AppInstance, entryId: number, userId: number) {
  const share = await findDirectShare(app.db, entryId, userId);
  if (!share)
    throw new HttpProblem(422, SHARING_MESSAGES.notShared, {
      userId: [SHARING_MESSAGES.notShared],
    });
  return share;
}

/** `PUT file-entries/{id}/change-permissions`. */
export async function changePermissions(
  app: AppInstance,
  request: FastifyRequest,
  ref: string,
  input: ServerBodyOf<typeof sharingEndpoints.changePermissions>,
) {
  const entry = await liveEntry(app, ref);
  await app.drive.assertEntryAccess(app, request, entry, 'update');
  const share = await directShare(app, entry.id, input.userId);
  // Keeping a download right someone already has is not granting it.
  if (!share.download) await assertCanGrant(app, request, entry, input.permissions);
  await updateSharePermissions(app.db, entry.id, input.userId, {
    view: 1,
    edit: input.permissions.edit ? 1 : 0,
    download: input.permissions.download ? 1 : 0,
  });
  return { fileEntry: await present(app, request, entry) };
}

/**
 * `POST file-entries/{ids}/unshare`: an editor removes someone's share; `"me"` lets a
 * sharee leave shares made with them (no edit right needed for that).
 */
export async function unshareEntries(
  app: AppInstance,
  request: FastifyRequest,
  refs: string,
  input: ServerBodyOf<typeof sharingEndpoints.unshare>,
): Promise<UnshareResponse> {
  const user = request.user!;
  const entries: EntryRow[] = [];
  for (const ref of new Set(
    refs
      .split(',')
      .map((r) => r.trim())
      .filter(Boolean),
  )) {
    entries.push(await liveEntry(app, ref));
  }
  if (entries.length === 0) throw new HttpProblem(404, DRIVE_MESSAGES.notFound);
  const target = input.userId === 'me' ? user.id : input.userId;
  for (const entry of entries) {
    if (input.userId === 'me') await app.drive.assertEntryAccess(app, request, entry, 'view');
    else await app.drive.assertEntryAccess(app, request, entry, 'update');
    await directShare(app, entry.id, target);
  }
  await deleteShares(
    app.db,
    target,
    entries.map((e) => e.id),
  );
  return {
    entryIds: entries.map((e) => e.id),
    fileEntries: input.userId === 'me' ? [] : await app.drive.presentEntries(app, request, entries),
  };
}
