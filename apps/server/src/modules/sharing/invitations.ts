import {
  SHARING_MESSAGES,
  type ShareInvitations,
  type WithdrawInvitationInput,
} from '@coffer/contract';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app';
import { normalizeEmail } from '../../kernel/users/repo';
import { HttpProblem } from '../../platform/http/errors';
import { pendingSharesOfEntry, withdrawPendingShare } from './pending-repo';
import { liveEntry } from './people';

/*
 * The shares waiting in `pending_shares` (issue 21, finding 5), as whoever manages the
 * entry's sharing sees them in the Share dialog: listed, and withdrawn before anyone
 * proves the address. A withdrawn invitation's claim link answers "no longer valid".
 */

/** `GET file-entries/{id}/share-invitations`: who may share the entry sees its invitations. */
export async function listInvitations(
  app: AppInstance,
  request: FastifyRequest,
  ref: string,
): Promise<ShareInvitations> {
  const entry = await liveEntry(app, ref);
  await app.drive.assertEntryAccess(app, request, entry, 'update');
  return { invitations: await invitationsOf(app, entry.id) };
}

/** `DELETE file-entries/{id}/share-invitations` with `{ email }`: answers those left. */
export async function withdrawInvitation(
  app: AppInstance,
  request: FastifyRequest,
  ref: string,
  input: WithdrawInvitationInput,
): Promise<ShareInvitations> {
  const entry = await liveEntry(app, ref);
  await app.drive.assertEntryAccess(app, request, entry, 'update');
  const gone = await withdrawPendingShare(app.db, entry.id, normalizeEmail(input.email));
  if (gone === 0)
    throw new HttpProblem(422, SHARING_MESSAGES.notInvited, {
      email: [SHARING_MESSAGES.notInvited],
    });
  return { invitations: await invitationsOf(app, entry.id) };
}

async function invitationsOf(app: AppInstance, entryId: number) {
  const rows = await pendingSharesOfEntry(app.db, entryId);
  return rows.map((row) => ({
    email: row.email,
    permissions: { view: true as const, edit: Boolean(row.edit), download: Boolean(row.download) },
    created_at: row.created_at,
  }));
}
