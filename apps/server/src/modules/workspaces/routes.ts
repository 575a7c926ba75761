import {
  ACTIVE_WORKSPACE_COOKIE,
  WORKSPACE_MESSAGES,
  WORKSPACE_ROLE_ADMIN,
  workspaceInvitePayloadSchema,
  workspacePayloadSchema,
  workspaceRolePayloadSchema,
} from '@coffer/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app';
import { HttpProblem, validate } from '../../platform/http/errors';
import { nowIso, randomToken } from '../../platform/security/tokens';
import { notificationDb } from '../notifications/repo';
import { publishUnreadCount } from '../notifications/service';
import { permissionsOfUser } from '../roles/repo';
import { permissionsOfRequest, requireUser, restrictionValue } from '../roles/service';
import { findUserByEmail, normalizeEmail } from '../users/repo';
import { findMembership, findWorkspace, memberCount, ownedCount, wsDb } from './repo';
import {
  deliverInvite,
  guestJoinPath,
  type InviteRow,
  inviteExpiry,
  requireActiveWorkspace,
  toInvite,
  toWorkspace,
  validInvite,
  type WorkspaceAccess,
  type WorkspaceRow,
  workspaceAccess,
  workspaceDetails,
  workspacesOfUser,
} from './service';

type IdParams = { Params: { id: string } };

export function workspaceRoutes(app: AppInstance) {
  // Registration while it is disabled: allowed for the address an unexpired invite names.
  app.inviteChecks.push(async (invite) => {
    if (invite.type !== 'workspace') return false;
    const row = await wsDb(app.db)
      .selectFrom('workspace_invites')
      .select('email')
      .where('id', '=', invite.id)
      .where('expires_at', '>', nowIso())
      .executeTakeFirst();
    return row !== undefined && row.email === normalizeEmail(invite.email);
  });

  app.get('/api/v1/me/workspaces', { preHandler: requireUser }, async (request) => ({
    workspaces: await workspacesOfUser(app, request.user!.id),
  }));

  /** The active workspace (`workspaceId` query) with the caller's role and abilities. */
  app.get(
    '/api/v1/me/workspaces/active',
    { preHandler: requireActiveWorkspace(app) },
    async (request) => {
      const access = request.workspace!;
      return {
        workspaceId: access.workspaceId,
        role_id: access.roleId,
        is_owner: access.isOwner,
        abilities: access.abilities,
      };
    },
  );

  app.post('/api/v1/workspace', { preHandler: requireUser }, async (request) => {
    const { name } = validate(workspacePayloadSchema, request.body ?? {});
    const user = request.user!;
    const permissions = await permissionsOfRequest(app, request);
    const max = restrictionValue(permissions, 'workspaces.create', 'count');
    if (max === undefined) throw new HttpProblem(403, 'You are not allowed to create workspaces.');
    const row = await app.db.transaction().execute(async (trx) => {
      // Counted inside the transaction so two quick creations cannot both slip under the limit.
      if (typeof max === 'number' && (await ownedCount(trx, user.id)) >= max) {
        throw new HttpProblem(
          403,
          `You can create at most ${max} workspace${max === 1 ? '' : 's'}. Delete one or upgrade your plan.`,
        );
      }
      const now = nowIso();
      const created = await wsDb(trx)
        .insertInto('workspaces')
        .values({ name, owner_id: user.id, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      await wsDb(trx)
        .insertInto('workspace_members')
        .values({
          workspace_id: created.id,
          user_id: user.id,
          role_id: WORKSPACE_ROLE_ADMIN,
          created_at: now,
        })
        .execute();
      return created;
    });
    return { workspace: toWorkspace(row, WORKSPACE_ROLE_ADMIN, user.id, 1) };
  });

  app.get<IdParams>('/api/v1/workspace/:id', { preHandler: requireUser }, async (request) => {
    const access = await accessOf(app, request);
    return { workspace: await workspaceDetails(app, access, request.user!.id) };
  });

  app.put<IdParams>('/api/v1/workspace/:id', { preHandler: requireUser }, async (request) => {
    const access = await accessOf(app, request);
    const { name } = validate(workspacePayloadSchema, request.body ?? {});
    if (!access.abilities.renameWorkspace) forbidden();
    await wsDb(app.db)
      .updateTable('workspaces')
      .set({ name, updated_at: nowIso() })
      .where('id', '=', access.workspaceId)
      .execute();
    const row = (await findWorkspace(app.db, access.workspaceId))!;
    return {
      workspace: await workspaceDetails(app, { ...access, workspace: row }, request.user!.id),
    };
  });

  app.delete<IdParams>('/api/v1/workspace/:id', { preHandler: requireUser }, async (request) => {
    const access = await accessOf(app, request);
    if (!access.isOwner) throw new HttpProblem(403, 'Only the owner can delete a workspace.');
    for (const step of app.workspaceDeletion) await step(access.workspaceId);
    await wsDb(app.db).deleteFrom('workspaces').where('id', '=', access.workspaceId).execute();
    return { message: 'Workspace deleted' };
  });

  app.post<IdParams>(
    '/api/v1/workspace/:id/invite',
    { preHandler: requireUser },
    async (request) => {
      const access = await managerAccess(app, request);
      const payload = validate(workspaceInvitePayloadSchema, request.body ?? {});
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

      if ((await app.settings.all()).registration.disable) {
        const unknown: string[] = [];
        for (const email of fresh) if (!(await findUserByEmail(app.db, email))) unknown.push(email);
        if (unknown.length) {
          const message = `Registration is disabled, so only existing users can be invited: ${unknown.join(', ')} ${unknown.length === 1 ? 'has' : 'have'} no account.`;
          throw new HttpProblem(422, message, { emails: [message] });
        }
      }

      const limit = restrictionValue(
        await permissionsOfUser(app.db, access.workspace.owner_id),
        'workspaces.create',
        'member_count',
      );
      const now = nowIso();
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
            `This workspace can have at most ${limit} members (pending invites included); ${Math.max(0, limit - current)} more can be invited.`,
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
            expires_at: inviteExpiry(),
            created_at: now,
          };
          await wsDb(trx).insertInto('workspace_invites').values(invite).execute();
          inserted.push(invite);
        }
        return inserted;
      });
      for (const invite of rows) await deliverInvite(app, invite, access.workspace, request.user!);
      return { invites: rows.map(toInvite), skipped };
    },
  );

  app.post<{ Params: { id: string; inviteId: string } }>(
    '/api/v1/workspace/:id/invite/:inviteId/resend',
    { preHandler: requireUser },
    async (request) => {
      const access = await managerAccess(app, request);
      const invite = await inviteOf(app, access, request.params.inviteId);
      const expires_at = inviteExpiry();
      await wsDb(app.db)
        .updateTable('workspace_invites')
        .set({ expires_at })
        .where('id', '=', invite.id)
        .execute();
      await deliverInvite(app, { ...invite, expires_at }, access.workspace, request.user!);
      return { invite: toInvite({ ...invite, expires_at }) };
    },
  );

  app.put<{ Params: { id: string; inviteId: string } }>(
    '/api/v1/workspace/:id/invite/:inviteId',
    { preHandler: requireUser },
    async (request) => {
      const access = await managerAccess(app, request);
      const { roleId } = validate(workspaceRolePayloadSchema, request.body ?? {});
      const invite = await inviteOf(app, access, request.params.inviteId);
      await wsDb(app.db)
        .updateTable('workspace_invites')
        .set({ role_id: roleId })
        .where('id', '=', invite.id)
        .execute();
      return { invite: toInvite({ ...invite, role_id: roleId }) };
    },
  );

  app.delete<{ Params: { id: string; inviteId: string } }>(
    '/api/v1/workspace/:id/invite/:inviteId',
    { preHandler: requireUser },
    async (request) => {
      const access = await managerAccess(app, request);
      const invite = await inviteOf(app, access, request.params.inviteId);
      await wsDb(app.db).deleteFrom('workspace_invites').where('id', '=', invite.id).execute();
      return { message: 'Invite deleted' };
    },
  );

  app.put<{ Params: { id: string; userId: string } }>(
    '/api/v1/workspace/:id/member/:userId',
    { preHandler: requireUser },
    async (request) => {
      const access = await managerAccess(app, request);
      const { roleId } = validate(workspaceRolePayloadSchema, request.body ?? {});
      const userId = await otherMember(app, access, request.params.userId);
      await wsDb(app.db)
        .updateTable('workspace_members')
        .set({ role_id: roleId })
        .where('workspace_id', '=', access.workspaceId)
        .where('user_id', '=', userId)
        .execute();
      return { workspace: await workspaceDetails(app, access, request.user!.id) };
    },
  );

  app.delete<{ Params: { id: string; userId: string } }>(
    '/api/v1/workspace/:id/member/:userId',
    { preHandler: requireUser },
    async (request) => {
      const access = await accessOf(app, request);
      if (Number(request.params.userId) === request.user!.id)
        return leave(app, access, request.user!.id);
      if (!access.abilities.manageMembers) forbidden();
      const userId = await otherMember(app, access, request.params.userId);
      await wsDb(app.db)
        .deleteFrom('workspace_members')
        .where('workspace_id', '=', access.workspaceId)
        .where('user_id', '=', userId)
        .execute();
      return { workspace: await workspaceDetails(app, access, request.user!.id) };
    },
  );

  app.post<IdParams>('/api/v1/workspace/:id/leave', { preHandler: requireUser }, async (request) =>
    leave(app, await accessOf(app, request), request.user!.id),
  );

  app.get<{ Params: { inviteId: string } }>(
    '/api/v1/workspace/join/:inviteId',
    async (request, reply) => join(app, request, reply),
  );

  app.delete<{ Params: { inviteId: string } }>(
    '/api/v1/workspace/invite/:inviteId',
    { preHandler: requireUser },
    async (request) => {
      const invite = await validInvite(app, request.params.inviteId);
      ownInvite(request, invite);
      await wsDb(app.db).deleteFrom('workspace_invites').where('id', '=', invite.id).execute();
      await readInviteNotifications(app, request.user!.id, invite.id);
      return { message: WORKSPACE_MESSAGES.declined };
    },
  );
}

function forbidden(): never {
  throw new HttpProblem(403, 'This action is unauthorized.');
}

/** The caller's access to the `:id` workspace; the personal space has no members or name. */
async function accessOf(
  app: AppInstance,
  request: FastifyRequest<IdParams>,
): Promise<WorkspaceAccess & { workspace: WorkspaceRow }> {
  const id = Number(request.params.id);
  if (!Number.isInteger(id) || id < 1) throw new HttpProblem(404, 'Workspace not found.');
  const access = await workspaceAccess(app, request.user!.id, id);
  return access as WorkspaceAccess & { workspace: WorkspaceRow };
}

async function managerAccess(app: AppInstance, request: FastifyRequest<IdParams>) {
  const access = await accessOf(app, request);
  if (!access.abilities.manageMembers) forbidden();
  return access;
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

/** A member other than the owner (whose role and membership nobody can change). */
async function otherMember(
  app: AppInstance,
  access: WorkspaceAccess & { workspace: WorkspaceRow },
  raw: string,
) {
  const userId = Number(raw);
  const member = Number.isInteger(userId)
    ? await findMembership(app.db, access.workspaceId, userId)
    : undefined;
  if (!member) throw new HttpProblem(404, 'Member not found.');
  if (userId === access.workspace.owner_id) {
    throw new HttpProblem(403, "The workspace owner's role and membership cannot be changed.");
  }
  return userId;
}

async function leave(app: AppInstance, access: WorkspaceAccess, userId: number) {
  if (access.isOwner) {
    throw new HttpProblem(403, 'The owner cannot leave the workspace; delete it instead.');
  }
  await wsDb(app.db)
    .deleteFrom('workspace_members')
    .where('workspace_id', '=', access.workspaceId)
    .where('user_id', '=', userId)
    .execute();
  return { message: 'Left workspace' };
}

function ownInvite(request: FastifyRequest, invite: InviteRow) {
  if (request.user!.email !== invite.email) {
    throw new HttpProblem(403, 'This invite was sent to another email address.');
  }
}

function wantsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') && !accept.includes('application/json');
}

/**
 * `GET workspace/join/{inviteId}`: a guest is sent to sign in or register first (a redirect
 * for a browser opening the emailed link, a 401 naming the page for the client); a
 * signed-in invitee joins with the invite's role.
 */
async function join(
  app: AppInstance,
  request: FastifyRequest<{ Params: { inviteId: string } }>,
  reply: FastifyReply,
) {
  const html = wantsHtml(request);
  let invite: InviteRow;
  try {
    invite = await validInvite(app, request.params.inviteId);
  } catch (error) {
    // The notifications page lists what is still valid.
    if (html) return reply.redirect('/notifications');
    throw error;
  }
  if (!request.user) {
    const redirect = await guestJoinPath(app, invite);
    if (html) return reply.redirect(redirect);
    return reply
      .code(401)
      .send({ message: 'Sign in or create an account to join this workspace.', redirect });
  }
  ownInvite(request, invite);
  const user = request.user;
  await app.db.transaction().execute(async (trx) => {
    const existing = await findMembership(trx, invite.workspace_id, user.id);
    if (!existing) {
      await wsDb(trx)
        .insertInto('workspace_members')
        .values({
          workspace_id: invite.workspace_id,
          user_id: user.id,
          role_id: invite.role_id,
          created_at: nowIso(),
        })
        .execute();
    }
    await wsDb(trx).deleteFrom('workspace_invites').where('id', '=', invite.id).execute();
  });
  await readInviteNotifications(app, user.id, invite.id);
  const access = (await workspaceAccess(app, user.id, invite.workspace_id)) as WorkspaceAccess & {
    workspace: WorkspaceRow;
  };
  if (html) {
    reply.setCookie(ACTIVE_WORKSPACE_COOKIE, String(invite.workspace_id), {
      path: '/',
      sameSite: 'lax',
      maxAge: 7 * 24 * 60 * 60,
    });
    return reply.redirect('/drive');
  }
  return {
    message: WORKSPACE_MESSAGES.joined,
    workspace: toWorkspace(
      access.workspace,
      access.roleId,
      user.id,
      await memberCount(app.db, invite.workspace_id),
    ),
  };
}

/** The invitation's notification is done with once the invite is answered. */
async function readInviteNotifications(app: AppInstance, userId: number, inviteId: string) {
  const result = await notificationDb(app.db)
    .updateTable('notifications')
    .set({ read_at: nowIso() })
    .where('user_id', '=', userId)
    .where('type', '=', 'workspace-invitation')
    .where('read_at', 'is', null)
    .where('data', 'like', `%"inviteId":"${inviteId}"%`)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) await publishUnreadCount(app, userId);
}
