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

  // With `deleteCurrentUser=true`, one's own account; without, the admin's bulk delete.
  route(app, endpoints.remove, async ({ request, reply, params, query }) => {
    if (query.deleteCurrentUser !== 'true') {
      await deleteUsers(app, request, params.id);
      return { message: 'Users deleted' };
    }
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

/**
 * The admin's bulk delete (`:id` a comma-separated id list, users.update): each account goes
 * as one's own deletion does (every module's clean-up step, then the row), never the
 * caller's and never the last admin's.
 */
async function deleteUsers(app: AppInstance, request: FastifyRequest, param: string) {
  if (!hasPermission(await permissionsOfRequest(app, request), 'users.update')) {
    throw new HttpProblem(403, 'This action is unauthorized.');
  }
  const ids = [...new Set(param.split(',').map((part) => Number(part.trim())))];
  if (!ids.length || ids.length > 1000 || ids.some((id) => !Number.isInteger(id) || id < 1)) {
    throw new HttpProblem(404, 'User not found.');
  }
  if (ids.includes(request.user!.id)) {
    throw new HttpProblem(403, 'You cannot delete your own account here.');
  }
  const adminRole = await roleIdByName(app.db, ROLE_ADMIN);
  const admins = (await userIdsWithRole(app.db, adminRole)).map((r) => r.user_id);
  if (admins.length && admins.every((id) => ids.includes(id))) {
    throw new HttpProblem(403, 'The only admin account cannot be deleted.');
  }
  for (const id of ids) {
    if (!(await findUserById(app.db, id))) continue;
    for (const step of app.accountDeletion) await step(id);
    await deleteUser(app.db, id);
  }
}

/** `me` or a user id; a malformed one answers 404 like a missing user. */
function targetId(request: FastifyRequest, param: string): number {
  if (param === 'me') return request.user!.id;
  const id = Number(param);
  if (!Number.isInteger(id) || id < 1) throw new HttpProblem(404, 'User not found.');
  return id;
}
