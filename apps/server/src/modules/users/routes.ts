import { usersEndpoints as endpoints } from '@coffer/contract';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app';
import { ROLE_ADMIN } from '../../kernel/roles/catalog';
import { route } from '../../kernel/roles/endpoint-route';
import { roleIdByName } from '../../kernel/roles/repo';
import { hasPermission, permissionsOfRequest } from '../../kernel/roles/service';
import { clearSessionCookie, isSecureRequest } from '../../kernel/sessions';
import { deleteUser, findUserById } from '../../kernel/users/repo';
import { HttpProblem } from '../../platform/http/errors';
import { passwordConfirmedWithin } from '../auth/service';
import { userIdsWithRole } from './repo';
import { userDetails } from './service';

/**
 * Called before an account is removed, for data that does not simply cascade (stored
 * files, for one); modules register theirs in `app.accountDeletion`.
 */
export type AccountDeletionStep = (userId: number) => Promise<void>;

export function userRoutes(app: AppInstance) {
  route(app, endpoints.show, async ({ request, params, query: { with: relations } }) => {
    const id = targetId(request, params.id);
    if (id !== request.user!.id) {
      if (!hasPermission(await permissionsOfRequest(app, request), 'users.update')) {
        throw new HttpProblem(403, 'This action is unauthorized.');
      }
    }
    const user = id === request.user!.id ? request.user! : await findUserById(app.db, id);
    if (!user) throw new HttpProblem(404, 'User not found.');
    return { user: await userDetails(app, user, relations) };
  });

  // The query's `deleteCurrentUser=true` is checked (422) before anything else is.
  route(app, endpoints.remove, async ({ request, reply, params }) => {
    const user = request.user!;
    if (targetId(request, params.id) !== user.id) {
      throw new HttpProblem(403, 'Only your own account can be deleted here.');
    }
    if (!passwordConfirmedWithin(request.session, app.clock.nowMs())) {
      throw new HttpProblem(403, 'Please confirm your password first.');
    }
    const adminRole = await roleIdByName(app.db, ROLE_ADMIN);
    const admins = await userIdsWithRole(app.db, adminRole);
    if (admins.length === 1 && admins[0]!.user_id === user.id) {
      throw new HttpProblem(403, 'The only admin account cannot be deleted.');
    }
    for (const step of app.accountDeletion) await step(user.id);
    await deleteUser(app.db, user.id);
    clearSessionCookie(reply, isSecureRequest(request, app.config.appUrl));
    return { message: 'Account deleted' };
  });
}

/** `me` or a user id; a malformed one answers 404 like a missing user. */
function targetId(request: FastifyRequest, param: string): number {
  if (param === 'me') return request.user!.id;
  const id = Number(param);
  if (!Number.isInteger(id) || id < 1) throw new HttpProblem(404, 'User not found.');
  return id;
}
