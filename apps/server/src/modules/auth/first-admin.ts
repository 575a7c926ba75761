import type { AppInstance } from '../../app';
import { ROLE_ADMIN, ROLE_USERS } from '../../kernel/roles/catalog';
import { assignDefaultRoles, assignRole, roleIdByName } from '../../kernel/roles/repo';
import { findUserByEmail, insertUser } from '../../kernel/users/repo';
import { hashPassword } from '../../platform/security/passwords';
import { randomToken } from '../../platform/security/tokens';
import { anyUserWithRole } from './repo';

/** Demo mode's login prefill; the account is seeded with the admin role. */
export const DEMO_LOGIN = { email: 'admin@demo.coffer.test', password: 'demo-admin' } as const;
const DEMO_USER = { email: 'user@demo.coffer.test', password: 'demo-user' } as const;

/**
 * Makes sure an admin exists: from ADMIN_EMAIL/ADMIN_PASSWORD, or (when `generate`)
 * with a generated password printed once, since nobody could sign in otherwise.
 */
export async function ensureFirstAdmin(app: AppInstance, { generate }: { generate: boolean }) {
  const { email, password } = app.config.admin;
  if (email && password) {
    if (!(await findUserByEmail(app.db, email)))
      await createAccount(app, email, password, ROLE_ADMIN);
    return;
  }
  const adminRole = await roleIdByName(app.db, ROLE_ADMIN);
  const anyAdmin = await anyUserWithRole(app.db, adminRole);
  if (anyAdmin || !generate) return;
  const generated = randomToken(12);
  const adminEmail = email ?? 'admin@coffer.local';
  await createAccount(app, adminEmail, password ?? generated, ROLE_ADMIN);
  if (!password) {
    console.log(
      `\nCreated the first admin account: ${adminEmail} / ${generated}\nThis password is shown only once; change it after signing in.\n`,
    );
  }
}

/** DEMO=1: an admin and a regular account with known passwords. */
export async function seedDemoAccounts(app: AppInstance) {
  for (const [account, role] of [
    [DEMO_LOGIN, ROLE_ADMIN],
    [DEMO_USER, ROLE_USERS],
  ] as const) {
    if (!(await findUserByEmail(app.db, account.email))) {
      await createAccount(app, account.email, account.password, role);
    }
  }
}

async function createAccount(app: AppInstance, email: string, password: string, role: string) {
  const user = await insertUser(
    app.db,
    {
      email,
      name: email.split('@')[0] ?? '',
      password: await hashPassword(password),
      email_verified_at: app.clock.iso(),
    },
    app.clock.iso(),
  );
  await assignDefaultRoles(app.db, user.id);
  if (role !== ROLE_USERS) await assignRole(app.db, user.id, role);
  return user;
}
