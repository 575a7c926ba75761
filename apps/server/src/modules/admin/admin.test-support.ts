import {
  type Browser,
  createUser,
  signIn,
  type TestUser,
  type UserOptions,
} from '../../../test/auth';
import type { TestServer } from '../../../test/harness';

/** A role written straight to the database with these grants (restriction values by name). */
export async function createRoleWith(
  server: TestServer,
  name: string,
  grants: Record<string, Record<string, number | null>>,
): Promise<number> {
  const db = server.app.db;
  const role = await db
    .insertInto('roles')
    .values({ name, created_at: server.clock.iso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [permission, restrictions] of Object.entries(grants)) {
    const { id } = await db
      .selectFrom('permissions')
      .select('id')
      .where('name', '=', permission)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('permission_role')
      .values({ role_id: role.id, permission_id: id, restrictions: JSON.stringify(restrictions) })
      .execute();
  }
  return role.id;
}

let roleCounter = 0;
/** A fresh role name, so tests sharing a server never clash. */
export function uniqueRoleName(prefix = 'role'): string {
  roleCounter += 1;
  return `${prefix}-${process.pid}-${roleCounter}-${Math.random().toString(36).slice(2, 6)}`;
}

/** A signed-in site admin (the `admin` role) and their account. */
export async function signInAsAdmin(
  server: TestServer,
  options: UserOptions = {},
): Promise<{ browser: Browser; user: TestUser }> {
  const user = await createUser(server, { roles: ['users', 'admin'], ...options });
  return { browser: await signIn(server, user), user };
}

/** The id of a seeded role by name. */
export async function roleId(server: TestServer, name: string): Promise<number> {
  const row = await server.app.db
    .selectFrom('roles')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The name of a role by id. */
export async function roleName(server: TestServer, id: number): Promise<string> {
  const row = await server.app.db
    .selectFrom('roles')
    .select('name')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.name;
}

/**
 * Who an admin call refuses (403): a signed-in plain user, and one whose extra role (`roleId`)
 * grants `admin.access` and nothing else.
 */
export async function signInOutsiders(server: TestServer) {
  const panel = uniqueRoleName('panel');
  const roleId = await createRoleWith(server, panel, { 'admin.access': {} });
  const plain = await signIn(server, await createUser(server));
  const panelOnly = await signIn(server, await createUser(server, { roles: ['users', panel] }));
  return { plain, panelOnly, roleId };
}
