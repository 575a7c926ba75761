import { createAccessTokenPayloadSchema } from '@coffer/contract';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app';
import { HttpProblem, validate } from '../../platform/http/errors';
import { deleteUserSessions } from '../../platform/security/sessions';
import { nowIso, randomToken, sha256 } from '../../platform/security/tokens';
import { assertCurrentPassword } from '../auth/service';
import { requirePermission, requireUser } from '../roles/service';
import { tokensOfUser } from '../users/repo';
import { describeUserAgent } from './user-agent';

/** The signed-in devices and personal access tokens of the caller (never anyone else's). */
export function deviceRoutes(app: AppInstance) {
  app.get('/api/v1/user-sessions', { preHandler: requireUser }, async (request) => {
    const rows = await app.db
      .selectFrom('sessions')
      .select(['id', 'user_agent', 'ip', 'last_activity'])
      .where('user_id', '=', request.user!.id)
      .where('two_factor_pending', '=', 0)
      .orderBy('last_activity', 'desc')
      .execute();
    return {
      sessions: rows.map((row) => ({
        id: row.id,
        ...describeUserAgent(row.user_agent),
        ip: row.ip,
        last_active: row.last_activity,
        is_current_device: row.id === request.session?.id,
      })),
    };
  });

  app.delete<{ Params: { id: string } }>(
    '/api/v1/user-sessions/:id',
    { preHandler: requireUser },
    async (request) => {
      const id = numericId(request);
      if (id === request.session?.id) {
        throw new HttpProblem(422, 'Use “Log out” to end the session of this device.');
      }
      const result = await app.db
        .deleteFrom('sessions')
        .where('id', '=', id)
        .where('user_id', '=', request.user!.id)
        .executeTakeFirst();
      // Someone else's session answers like a missing one: ids reveal nothing.
      if (Number(result.numDeletedRows) === 0) throw new HttpProblem(404, 'Session not found.');
      return { success: true };
    },
  );

  app.post('/api/v1/user-sessions/logout-other', { preHandler: requireUser }, async (request) => {
    await deleteUserSessions(app.db, request.user!.id, request.session?.id);
    return { success: true };
  });

  const tokenAccess = { preHandler: [requireUser, requirePermission(app, 'api.access')] };

  app.get('/api/v1/access-tokens', tokenAccess, async (request) => ({
    tokens: (await tokensOfUser(app.db, request.user!.id)).map((t) => ({
      ...t,
      abilities: JSON.parse(t.abilities) as string[],
    })),
  }));

  app.post('/api/v1/access-tokens', tokenAccess, async (request) => {
    const { tokenName, password } = validate(createAccessTokenPayloadSchema, request.body);
    await assertCurrentPassword(
      app,
      request,
      password,
      'password',
      'The provided password was incorrect.',
    );
    const plain = randomToken(40);
    const row = await app.db
      .insertInto('personal_access_tokens')
      .values({
        user_id: request.user!.id,
        name: tokenName,
        token_hash: sha256(plain),
        last_used_at: null,
        created_at: nowIso(),
      })
      .returning(['id', 'name', 'abilities', 'last_used_at', 'created_at'])
      .executeTakeFirstOrThrow();
    return {
      token: { ...row, abilities: JSON.parse(row.abilities) as string[] },
      plainTextToken: plain,
    };
  });

  app.delete<{ Params: { id: string } }>(
    '/api/v1/access-tokens/:id',
    tokenAccess,
    async (request) => {
      const result = await app.db
        .deleteFrom('personal_access_tokens')
        .where('id', '=', numericId(request))
        .where('user_id', '=', request.user!.id)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw new HttpProblem(404, 'Token not found.');
      return { success: true };
    },
  );
}

function numericId(request: FastifyRequest<{ Params: { id: string } }>): number {
  const id = Number(request.params.id);
  if (!Number.isInteger(id) || id < 1) throw new HttpProblem(404, 'Not found.');
  return id;
}
