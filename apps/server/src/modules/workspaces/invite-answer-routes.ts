import {
  ACTIVE_WORKSPACE_COOKIE,
  workspacesEndpoints as endpoints,
  type HandlerResultOf,
  WORKSPACE_MESSAGES,
} from '@coffer/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app';
import { route } from '../../kernel/roles/endpoint-route';
import { HttpProblem } from '../../platform/http/errors';
import { requestLanguage } from '../../platform/i18n/request-language';
import { proveEmail } from '../auth/service';
import { publishUnreadCount } from '../notifications/service';
import {
  addMember,
  deleteInvite,
  findMembership,
  memberCount,
  readInviteNotificationsOf,
} from './repo';
import {
  guestJoinPath,
  type InviteRow,
  toWorkspace,
  validInvite,
  type WorkspaceAccess,
  type WorkspaceRow,
  workspaceAccess,
} from './service';

/** The invitee's side of an invite: join (from the emailed link or the app) or decline. */
export function inviteAnswerRoutes(app: AppInstance) {
  route(app, endpoints.join, async ({ request, reply, params }) =>
    join(app, request, reply, params.inviteId),
  );

  route(app, endpoints.decline, async ({ request, params }) => {
    const invite = await validInvite(app, params.inviteId);
    ownInvite(request, invite);
    await deleteInvite(app.db, invite.id);
    await readInviteNotifications(app, request.user!.id, invite.id);
    return { message: WORKSPACE_MESSAGES.declined };
  });
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
  request: FastifyRequest,
  reply: FastifyReply,
  inviteId: string,
): Promise<FastifyReply | HandlerResultOf<typeof endpoints.join>> {
  const html = wantsHtml(request);
  let invite: InviteRow;
  try {
    invite = await validInvite(app, inviteId);
  } catch (error) {
    // The notifications page lists what is still valid.
    if (html) return reply.redirect('/notifications');
    throw error;
  }
  if (!request.user) {
    const redirect = await guestJoinPath(app, invite);
    if (html) return reply.redirect(redirect);
    const message = app.catalogue.translate(
      await requestLanguage(app, request),
      'Sign in or create an account to join this workspace.',
    );
    return reply.code(401).send({ message, redirect });
  }
  ownInvite(request, invite);
  const user = request.user;
  // The invite's id reaches only its address (the link of the email; notifications go to
  // proven addresses only): joining with it proves the address.
  if (!user.email_verified_at) await proveEmail(app, user);
  await app.db.transaction().execute(async (trx) => {
    const existing = await findMembership(trx, invite.workspace_id, user.id);
    if (!existing) {
      await addMember(trx, invite.workspace_id, user.id, invite.role_id, app.clock.iso());
    }
    await deleteInvite(trx, invite.id);
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
  const read = await readInviteNotificationsOf(app.db, userId, inviteId, app.clock.iso());
  if (read > 0) await publishUnreadCount(app, userId);
}
