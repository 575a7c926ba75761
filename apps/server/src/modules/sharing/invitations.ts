import {
  SHARING_MESSAGES,
  type ShareInvitations,
  type WithdrawInvitationInput,
} from '@coffer/contract';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app';
import { normalizeEmail } from '../../kernel/users/repo';
import { HttpProblem } from '../../platform/http/errors';
import { liveEntry } from './people';
import { sharingDb } from './repo';

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
  const gone = await sharingDb(app.db)
    .deleteFrom('pending_shares')
    .where('entry_id', '=', entry.id)
    .where('email', '=', normalizeEmail(input.email))
    .executeTakeFirst();
  if (Number(gone.numDeletedRows) === 0)
    throw new HttpProblem(422, SHARING_MESSAGES.notInvited, {
      email: [SHARING_MESSAGES.notInvited],
    });
  return { invitations: await invitationsOf(app, entry.id) };
}

async function invitationsOf(app: AppInstance, entryId: number) {
  const rows = await sharingDb(app.db)
    .selectFrom('pending_shares')
    .select(['email', 'edit', 'download', 'created_at'])
    .where('entry_id', '=', entryId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    email: row.email,
    permissions: { view: true as const, edit: Boolean(row.edit), download: Boolean(row.download) },
    created_at: row.created_at,
  }));
}
