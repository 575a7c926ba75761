import { deleteUserQuerySchema, showUserQuerySchema } from '@coffer/contract';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app';
import { HttpProblem, validate } from '../../platform/http/errors';
import { clearSessionCookie, isSecureRequest } from '../../platform/security/sessions';
import { passwordConfirmedWithin } from '../auth/service';
import { ROLE_ADMIN } from '../roles/catalog';
import { roleIdByName } from '../roles/repo';
import { hasPermission, permissionsOfRequest, requireUser } from '../roles/service';
import { deleteUser, findUserById } from './repo';
import { userDetails } from './service';

/**
 * Called before an account is removed, for data that does not simply cascade (stored
 * files, for one); modules register theirs in `app.accountDeletion`.
 */
export type AccountDeletionStep = (userId: number) => Promise<void>;

export function userRoutes(app: AppInstance) {
  app.get<{ Params: { id: string } }>(
    '/api/v1/users/:id',
    { preHandler: requireUser },
    async (request) => {
      const { with: relations } = validate(showUserQuerySchema, request.query);
      const id = targetId(request);
      if (id !== request.user!.id) {
        if (!hasPermission(await permissionsOfRequest(app, request), 'users.update')) {
          throw new HttpProblem(403, 'This action is unauthorized.');
        }
      }
      const user = id === request.user!.id ? request.user! : await findUserById(app.db, id);
      if (!user) throw new HttpProblem(404, 'User not found.');
      return { user: await userDetails(app, user, relations) };
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/api/v1/users/:id',
    { preHandler: requireUser },
    async (request, reply) => {
      validate(deleteUserQuerySchema, request.query);
      const user = request.user!;
      if (targetId(request) !== user.id) {
        throw new HttpProblem(403, 'Only your own account can be deleted here.');
      }
      if (!passwordConfirmedWithin(request.session)) {
        throw new HttpProblem(403, 'Please confirm your password first.');
      }
      const adminRole = await roleIdByName(app.db, ROLE_ADMIN);
      const admins = await app.db
        .selectFrom('role_user')
        .select('user_id')
        .where('role_id', '=', adminRole)
        .execute();
      if (admins.length === 1 && admins[0]!.user_id === user.id) {
        throw new HttpProblem(403, 'The only admin account cannot be deleted.');
      }
      for (const step of app.accountDeletion) await step(user.id);
      await deleteUser(app.db, user.id);
      clearSessionCookie(reply, isSecureRequest(request, app.config.appUrl));
      return { message: 'Account deleted' };
    },
  );
}

function targetId(request: FastifyRequest<{ Params: { id: string } }>): number {
  if (request.params.id === 'me') return request.user!.id;
  const id = Number(request.params.id);
  if (!Number.isInteger(id) || id < 1) throw new HttpProblem(404, 'User not found.');
  return id;
}
