import type { BootstrapData } from '@coffer/contract';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app';
import { permissionsOfUser } from '../../kernel/roles/repo';
import { findUserById, type UserRow } from '../../kernel/users/repo';
import { HttpProblem } from '../../platform/http/errors';
import { appendErrorLog } from '../../platform/http/ignition-trace';
import { defineMessage } from '../../platform/i18n/define-message';
import { liftExpiredBan } from '../auth/authenticate';
import { buildBootstrapData } from '../bootstrap/service';
import { switchSessionUser } from './impersonation-repo';

/**
 * Turns the admin's session into `targetId`'s: the same cookie now signs the user in, and the
 * session remembers the admin. Refused (403) for the admin themselves, a suspended user and
 * anyone holding `admin`, and from a session that already impersonates.
 */
export async function startImpersonation(
  app: AppInstance,
  request: FastifyRequest,
  targetId: number,
): Promise<BootstrapData> {
  const admin = request.user!;
  const session = request.session;
  // A personal access token has no session to turn into anyone's.
  if (!session)
    throw new HttpProblem(403, defineMessage('Only a signed-in browser can impersonate a user.'));
  if (session.impersonator_id !== null) {
    throw new HttpProblem(
      403,
      defineMessage('Stop impersonating before you impersonate another user.'),
    );
  }
  if (targetId === admin.id)
    throw new HttpProblem(403, defineMessage('You cannot impersonate yourself.'));
  const found = await findUserById(app.db, targetId);
  if (!found) throw new HttpProblem(404, 'User not found.');
  const target = await liftExpiredBan(app, found);
  if (target.banned_at)
    throw new HttpProblem(403, defineMessage('A suspended user cannot be impersonated.'));
  if ((await permissionsOfUser(app, target.id)).some((p) => p.name === 'admin')) {
    throw new HttpProblem(403, defineMessage('An admin cannot be impersonated.'));
  }
  await switchSessionUser(app.db, session.id, target.id, admin.id);
  await audit(app, request, 'impersonation.start', admin, target);
  return signedInAs(app, request, target, admin.id);
}

/** Gives an impersonated session back to its admin; 403 when the session is no impersonation. */
export async function stopImpersonation(
  app: AppInstance,
  request: FastifyRequest,
): Promise<BootstrapData> {
  const session = request.session;
  const user = request.user!;
  if (!session?.impersonator_id)
    throw new HttpProblem(403, defineMessage('You are not impersonating a user.'));
  // The admin's row exists: deleting it deletes the session (the column's foreign key).
  const admin = (await findUserById(app.db, session.impersonator_id))!;
  await switchSessionUser(app.db, session.id, admin.id, null);
  await audit(app, request, 'impersonation.stop', admin, user);
  return signedInAs(app, request, await liftExpiredBan(app, admin), null);
}

/** The request goes on as `user`'s, so the answer's bootstrap data is theirs. */
function signedInAs(
  app: AppInstance,
  request: FastifyRequest,
  user: UserRow,
  impersonatorId: number | null,
): Promise<BootstrapData> {
  request.user = user;
  request.session = {
    ...request.session!,
    user_id: user.id,
    impersonator_id: impersonatorId,
    password_confirmed_at: null,
  };
  request.permissionsCache = undefined;
  return buildBootstrapData(app, request);
}

/** An audit entry of the error log the admin's logs screen reads; not an error, so no stack. */
class ImpersonationAudit extends Error {}

/** Who impersonated whom and when: the request log, and the error log the logs screen reads. */
async function audit(
  app: AppInstance,
  request: FastifyRequest,
  event: 'impersonation.start' | 'impersonation.stop',
  admin: UserRow,
  user: UserRow,
): Promise<void> {
  const at = app.clock.iso();
  const what = event === 'impersonation.start' ? 'started' : 'stopped';
  const message = `Admin #${admin.id} (${admin.email}) ${what} impersonating user #${user.id} (${user.email}) at ${at}`;
  request.log.warn({ event, adminId: admin.id, userId: user.id, at }, message);
  const entry = new ImpersonationAudit(message);
  entry.stack = `${event}: ${message}`;
  await appendErrorLog(app, entry, { method: request.method, url: request.url });
}
