import { workspacesEndpoints as endpoints } from '@coffer/contract';
import type { AppInstance } from '../../app';
import { route } from '../../kernel/roles/endpoint-route';
import { permissionsOfUser } from '../../kernel/roles/repo';
import { restrictionValue } from '../../kernel/roles/service';
import { findUserByEmail, normalizeEmail } from '../../kernel/users/repo';
import { HttpProblem } from '../../platform/http/errors';
import { defineMessage } from '../../platform/i18n/define-message';
import { randomToken } from '../../platform/security/tokens';
import { limitInvitations } from '../auth/service';
import { wsDb } from './repo';
import { managerAccess } from './route-access';
import {
  deliverInvite,
  type InviteRow,
  inviteExpiry,
  toInvite,
  type WorkspaceAccess,
} from './service';

/** The invites a workspace manager sends, resends, re-roles and withdraws. */
export function inviteRoutes(app: AppInstance) {
  // Registration while it is disabled: allowed for the address an unexpired invite names.
  app.inviteChecks.push(async (invite) => {
    if (invite.type !== 'workspace') return false;
    const row = await wsDb(app.db)
      .selectFrom('workspace_invites')
      .select('email')
      .where('id', '=', invite.id)
      .where('expires_at', '>', app.clock.iso())
      .executeTakeFirst();
    return row !== undefined && row.email === normalizeEmail(invite.email);
  });

  route(app, endpoints.invite, async ({ request, params, body: payload }) => {
    const access = await managerAccess(app, request, params.id);
    const emails = [...new Set(payload.emails.map(normalizeEmail))];
    const db = wsDb(app.db);
    const members = await db
      .selectFrom('workspace_members as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select('u.email')
      .where('m.workspace_id', '=', access.workspaceId)
      .execute();
    const invited = await db
      .selectFrom('workspace_invites')
      .select('email')
      .where('workspace_id', '=', access.workspaceId)
      .execute();
    const taken = new Set([...members, ...invited].map((r) => r.email));
    const fresh = emails.filter((e) => !taken.has(e));
    const skipped = emails.filter((e) => taken.has(e));
    await limitInvitations(app, request.user!.id, fresh);

    if ((await app.settings.all()).registration.disable) {
      const unknown: string[] = [];
      for (const email of fresh) if (!(await findUserByEmail(app.db, email))) unknown.push(email);
      if (unknown.length) {
        const message = defineMessage(
          'Registration is disabled, so only existing users can be invited: {emails} {count, plural, one {has} other {have}} no account.',
        );
        throw new HttpProblem(
          422,
          message,
          { emails: [message] },
          { emails: unknown.join(', '), count: unknown.length },
        );
      }
    }

    const limit = restrictionValue(
      await permissionsOfUser(app.db, access.workspace.owner_id),
      'workspaces.create',
      'member_count',
    );
    const now = app.clock.iso();
    const rows = await app.db.transaction().execute(async (trx) => {
      const pending = await wsDb(trx)
        .selectFrom('workspace_invites')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('workspace_id', '=', access.workspaceId)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      const current = members.length + Number(pending?.count ?? 0);
      if (typeof limit === 'number' && current + fresh.length > limit) {
        throw new HttpProblem(
          403,
          'This workspace can have at most {limit} members (pending invites included); {left} more can be invited.',
          undefined,
          { limit, left: Math.max(0, limit - current) },
        );
      }
      const inserted: InviteRow[] = [];
      for (const email of fresh) {
        const invite: InviteRow = {
          id: randomToken(),
          workspace_id: access.workspaceId,
          email,
          role_id: payload.roleId,
          inviter_id: request.user!.id,
          expires_at: inviteExpiry(app),
          created_at: now,
        };
        await wsDb(trx).insertInto('workspace_invites').values(invite).execute();
        inserted.push(invite);
      }
      return inserted;
    });
    for (const invite of rows) await deliverInvite(app, invite, access.workspace, request.user!);
    return { invites: rows.map(toInvite), skipped };
  });

  route(app, endpoints.resendInvite, async ({ request, params }) => {
    const access = await managerAccess(app, request, params.id);
    const invite = await inviteOf(app, access, params.inviteId);
    await limitInvitations(app, request.user!.id, [invite.email]);
    const expires_at = inviteExpiry(app);
    await wsDb(app.db)
      .updateTable('workspace_invites')
      .set({ expires_at })
      .where('id', '=', invite.id)
      .execute();
    await deliverInvite(app, { ...invite, expires_at }, access.workspace, request.user!);
    return { invite: toInvite({ ...invite, expires_at }) };
  });

  route(app, endpoints.changeInviteRole, async ({ request, params, body: { roleId } }) => {
    const access = await managerAccess(app, request, params.id);
    const invite = await inviteOf(app, access, params.inviteId);
    await wsDb(app.db)
      .updateTable('workspace_invites')
      .set({ role_id: roleId })
      .where('id', '=', invite.id)
      .execute();
    return { invite: toInvite({ ...invite, role_id: roleId }) };
  });

  route(app, endpoints.cancelInvite, async ({ request, params }) => {
    const access = await managerAccess(app, request, params.id);
    const invite = await inviteOf(app, access, params.inviteId);
    await wsDb(app.db).deleteFrom('workspace_invites').where('id', '=', invite.id).execute();
    return { message: 'Invite deleted' };
  });
}

async function inviteOf(app: AppInstance, access: WorkspaceAccess, inviteId: string) {
  const invite = await wsDb(app.db)
    .selectFrom('workspace_invites')
    .selectAll()
    .where('id', '=', inviteId)
    .where('workspace_id', '=', access.workspaceId)
    .executeTakeFirst();
  if (!invite) throw new HttpProblem(404, 'Invite not found.');
  return invite;
}
