import { accountEndpoints as endpoints } from '@coffer/contract';
import type { AppInstance } from '../../app';
import { route } from '../../kernel/roles/endpoint-route';
import { deleteUserSessions } from '../../kernel/sessions';
import { tokensOfUser } from '../../kernel/users/repo';
import { HttpProblem } from '../../platform/http/errors';
import { defineMessage } from '../../platform/i18n/define-message';
import { randomToken, sha256 } from '../../platform/security/tokens';
import { assertCurrentPassword } from '../auth/service';
import {
  deleteAccessTokenOf,
  deleteSessionOf,
  insertAccessToken,
  signedInSessionsOf,
} from './repo';
import { describeUserAgent } from './user-agent';

/** The signed-in devices and personal access tokens of the caller (never anyone else's). */
export function deviceRoutes(app: AppInstance) {
  route(app, endpoints.sessions, async ({ request }) => {
    const rows = await signedInSessionsOf(app.db, request.user!.id);
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

  route(app, endpoints.endSession, async ({ request, params }) => {
    const id = numericId(params.id);
    if (id === request.session?.id) {
      throw new HttpProblem(422, 'Use “Log out” to end the session of this device.');
    }
    const result = await deleteSessionOf(app.db, id, request.user!.id);
    // Someone else's session answers like a missing one: ids reveal nothing.
    if (Number(result.numDeletedRows) === 0) throw new HttpProblem(404, 'Session not found.');
    return { success: true };
  });

  route(app, endpoints.endOtherSessions, async ({ request }) => {
    await deleteUserSessions(app.db, request.user!.id, request.session?.id);
    return { success: true };
  });

  route(app, endpoints.accessTokens, async ({ request }) => ({
    tokens: (await tokensOfUser(app.db, request.user!.id)).map((t) => ({
      ...t,
      abilities: JSON.parse(t.abilities) as string[],
    })),
  }));

  route(app, endpoints.createAccessToken, async ({ request, body: { tokenName, password } }) => {
    await assertCurrentPassword(
      app,
      request,
      password,
      'password',
      defineMessage('The provided password was incorrect.'),
    );
    const plain = randomToken(40);
    const row = await insertAccessToken(app.db, {
      user_id: request.user!.id,
      name: tokenName,
      token_hash: sha256(plain),
      created_at: app.clock.iso(),
    });
    return {
      token: { ...row, abilities: JSON.parse(row.abilities) as string[] },
      plainTextToken: plain,
    };
  });

  route(app, endpoints.revokeAccessToken, async ({ request, params }) => {
    const result = await deleteAccessTokenOf(app.db, numericId(params.id), request.user!.id);
    if (Number(result.numDeletedRows) === 0) throw new HttpProblem(404, 'Token not found.');
    return { success: true };
  });
}

/** A malformed id answers 404 like a missing one (not 422): ids reveal nothing. */
function numericId(param: string): number {
  const id = Number(param);
  if (!Number.isInteger(id) || id < 1) throw new HttpProblem(404, 'Not found.');
  return id;
}
