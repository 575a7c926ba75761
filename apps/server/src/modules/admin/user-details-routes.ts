import { adminUserDetailsEndpoints as endpoints } from '@coffer/contract';
import type { AppInstance } from '../../app';
import { route } from '../../kernel/roles/endpoint-route';
import { findUserById } from '../../kernel/users/repo';
import { HttpProblem } from '../../platform/http/errors';
import { proveEmail } from '../auth/service';
import { checkedGrants } from './roles-service';
import { deleteSessionOfUser, deleteTokenOfUser, replaceUserGrants } from './user-details-repo';
import { userDetails } from './user-details-service';
import { adminUser } from './users-service';

/** One user's page (spec §2.4): details, direct permissions, sessions and tokens. */
export function userDetailsRoutes(app: AppInstance) {
  route(app, endpoints.show, async ({ request, params: { id } }) => ({
    user: await userDetails(app, request, id),
  }));

  // 422 on `permissions` for an unknown permission or a restriction it cannot carry.
  route(app, endpoints.updatePermissions, async ({ request, params: { id }, body }) => {
    await adminUser(app, id);
    const grants = await checkedGrants(app.db, body.permissions);
    await app.db.transaction().execute((trx) => replaceUserGrants(trx, id, grants));
    return { user: await userDetails(app, request, id) };
  });

  route(app, endpoints.signOutSession, async ({ request, params: { id, sessionId } }) => {
    await adminUser(app, id);
    if (!(await deleteSessionOfUser(app.db, id, sessionId))) {
      throw new HttpProblem(404, 'Session not found.');
    }
    return { user: await userDetails(app, request, id) };
  });

  // As the user's own confirmation: what waited for the address (shares, invites) arrives.
  route(app, endpoints.confirmEmail, async ({ request, params: { id } }) => {
    const user = await findUserById(app.db, id);
    if (!user) throw new HttpProblem(404, 'User not found.');
    await proveEmail(app, user);
    return { user: await userDetails(app, request, id) };
  });

  route(app, endpoints.deleteToken, async ({ request, params: { id, tokenId } }) => {
    await adminUser(app, id);
    if (!(await deleteTokenOfUser(app.db, id, tokenId))) {
      throw new HttpProblem(404, 'Token not found.');
    }
    return { user: await userDetails(app, request, id) };
  });
}
