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
import {
  deleteInvite,
  findInviteOfWorkspace,
  insertInvite,
  invitedEmails,
  memberEmails,
  pendingInviteCount,
  setInviteExpiry,
  setInviteRole,
  unexpiredInviteEmail,
} from './repo';
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
    const row = await unexpiredInviteEmail(app.db, invite.id, app.clock.iso());
    return row !== undefined && row.email === normalizeEmail(invite.email);
  });

  route(app, endpoints.invite, async ({ request, params, body: payload }) => {
    const access = await managerAccess(app, request, params.id);
    const emails = [...new Set(payload.emails.map(normalizeEmail))];
    const members = await memberEmails(app.db, access.workspaceId);
    const invited = await invitedEmails(app.db, access.workspaceId);
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
      await permissionsOfUser(app, access.workspace.owner_id),
      'workspaces.create',
      'member_count',
    );
    const now = app.clock.iso();
    const rows = await app.db.transaction().execute(async (trx) => {
      const current = members.length + (await pendingInviteCount(trx, access.workspaceId, now));
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
        await insertInvite(trx, invite);
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
    await setInviteExpiry(app.db, invite.id, expires_at);
    await deliverInvite(app, { ...invite, expires_at }, access.workspace, request.user!);
    return { invite: toInvite({ ...invite, expires_at }) };
  });

  route(app, endpoints.changeInviteRole, async ({ request, params, body: { roleId } }) => {
    const access = await managerAccess(app, request, params.id);
    const invite = await inviteOf(app, access, params.inviteId);
    await setInviteRole(app.db, invite.id, roleId);
    return { invite: toInvite({ ...invite, role_id: roleId }) };
  });

  route(app, endpoints.cancelInvite, async ({ request, params }) => {
    const access = await managerAccess(app, request, params.id);
    const invite = await inviteOf(app, access, params.inviteId);
    await deleteInvite(app.db, invite.id);
    return { message: 'Invite deleted' };
  });
}

async function inviteOf(app: AppInstance, access: WorkspaceAccess, inviteId: string) {
  const invite = await findInviteOfWorkspace(app.db, inviteId, access.workspaceId);
  if (!invite) throw new HttpProblem(404, 'Invite not found.');
  return invite;
}
