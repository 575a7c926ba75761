import { adminUsersEndpoints as endpoints } from '@coffer/contract';
import type { AppInstance } from '../../app';
import { ROLE_ADMIN } from '../../kernel/roles/catalog';
import { route } from '../../kernel/roles/endpoint-route';
import { assignDefaultRoles } from '../../kernel/roles/repo';
import { deleteUserSessions } from '../../kernel/sessions';
import { insertUser, normalizeEmail, updateUser } from '../../kernel/users/repo';
import { HttpProblem } from '../../platform/http/errors';
import { hashPassword } from '../../platform/security/passwords';
import { assertDatePreferences } from './user-details-service';
import { replaceUserRoles } from './users-repo';
import {
  adminUser,
  assertAdminRemains,
  assertUserFields,
  userPage,
  usersCsv,
} from './users-service';

/** The admin's users (spec §2.4): list, CSV export, create, edit, suspend and lift. */
export function adminUserRoutes(app: AppInstance) {
  // The schema checked the filters (the data-table query types them only as a record).
  route(app, endpoints.list, async ({ query }) => userPage(app, query));

  route(app, endpoints.exportCsv, async ({ query, reply }) => {
    const csv = await usersCsv(app, query);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="users.csv"')
      .send(csv);
  });

  route(app, endpoints.create, async ({ body }) => {
    const email = normalizeEmail(body.email);
    await assertUserFields(app.db, { email, roles: body.roles });
    const password = await hashPassword(body.password);
    const now = app.clock.iso();
    const id = await app.db.transaction().execute(async (trx) => {
      const user = await insertUser(
        trx,
        {
          email,
          name: body.name ?? '',
          password,
          email_verified_at: body.email_verified ? now : null,
        },
        now,
      );
      if (body.roles.length) await replaceUserRoles(trx, user.id, body.roles);
      else await assignDefaultRoles(trx, user.id);
      return user.id;
    });
    return { user: await adminUser(app, id) };
  });

  route(app, endpoints.update, async ({ request, params: { id }, body }) => {
    const current = await adminUser(app, id);
    const email = body.email === undefined ? undefined : normalizeEmail(body.email);
    await assertUserFields(app.db, { email, roles: body.roles }, id);
    assertDatePreferences(app, body);
    const adminRole = current.roles.find((r) => r.name === ROLE_ADMIN);
    if (body.roles && adminRole && !body.roles.includes(adminRole.id)) {
      await assertAdminRemains(app.db, [id]);
    }
    const password = body.password === undefined ? undefined : await hashPassword(body.password);
    const now = app.clock.iso();
    await app.db.transaction().execute(async (trx) => {
      const changes: Parameters<typeof updateUser>[2] = {};
      if (email !== undefined) changes.email = email;
      if (body.name !== undefined) changes.name = body.name;
      if (password !== undefined) changes.password = password;
      if (body.timezone !== undefined) changes.timezone = body.timezone;
      if (body.language !== undefined) changes.language = body.language;
      if (body.email_verified !== undefined) {
        changes.email_verified_at = body.email_verified ? (current.email_verified_at ?? now) : null;
      }
      await updateUser(trx, id, changes, now);
      if (body.roles) await replaceUserRoles(trx, id, body.roles);
      // A new password ends the user's sessions, as their own password change does (an
      // admin editing themselves keeps the session they are using).
      if (password !== undefined) {
        await deleteUserSessions(
          trx,
          id,
          id === request.user!.id ? request.session?.id : undefined,
        );
      }
    });
    return { user: await adminUser(app, id) };
  });

  route(app, endpoints.ban, async ({ request, params: { id }, body }) => {
    await adminUser(app, id);
    if (id === request.user!.id) {
      throw new HttpProblem(403, 'You cannot suspend your own account.');
    }
    await assertAdminRemains(app.db, [id]);
    // The user keeps their sessions: their open tab shows the suspended screen.
    await updateUser(
      app.db,
      id,
      {
        banned_at: app.clock.iso(),
        ban_until: body.ban_until ? new Date(body.ban_until).toISOString() : null,
        ban_comment: body.comment || null,
      },
      app.clock.iso(),
    );
    return { user: await adminUser(app, id) };
  });

  route(app, endpoints.unban, async ({ params: { id } }) => {
    await adminUser(app, id);
    await updateUser(
      app.db,
      id,
      { banned_at: null, ban_until: null, ban_comment: null },
      app.clock.iso(),
    );
    return { user: await adminUser(app, id) };
  });
}
