import { PostgresAdapter } from 'kysely';
import { signIn, type TestUser } from '../../../test/auth';
import type { TestServer } from '../../../test/harness';
import { sha256 } from '../../platform/security/tokens';

/** Ids of the seeded rows an admin path names, by endpoint group (`:id`), and the user's own. */
export interface SeededIds {
  user: number;
  session: number;
  token: number;
  byGroup: Record<string, number>;
}

/**
 * Tables a refused call must leave as they were: every table but those a request writes by
 * itself (the session's last activity, rate-limit counters, page views).
 */
const WRITTEN_BY_ANY_REQUEST = new Set(['sessions', 'rate_limits', 'page_views']);

/** Every row of every table a call could change, sorted, to compare before and after. */
export async function writableTables(server: TestServer) {
  const db = server.app.db;
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const names = postgres
    ? await db
        .selectFrom('information_schema.tables' as never)
        .select('table_name as name' as never)
        .where('table_schema' as never, '=', db.fn('current_schema' as never) as never)
        .where('table_type' as never, '=', 'BASE TABLE' as never)
        .execute()
    : await db
        .selectFrom('sqlite_master' as never)
        .select('name' as never)
        .where('type' as never, '=', 'table' as never)
        .execute();
  const tables: Record<string, string[]> = {};
  for (const { name } of names as Array<{ name: string }>) {
    if (WRITTEN_BY_ANY_REQUEST.has(name) || name.startsWith('sqlite_')) continue;
    const rows = await db
      .selectFrom(name as never)
      .selectAll()
      .execute();
    tables[name] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return tables;
}

/**
 * Gives `user` every secret an account has: a two-factor secret with recovery codes, a
 * personal access token and a session. Answers the ids of the session and the token.
 */
export async function seedSecrets(server: TestServer, user: TestUser) {
  const db = server.app.db;
  await db
    .updateTable('users')
    .set({
      two_factor_secret: 'JBSWY3DPEHPK3PXPSECRETSECRET',
      two_factor_recovery_codes: JSON.stringify([sha256('recovery-one'), sha256('recovery-two')]),
      two_factor_confirmed_at: null,
    })
    .where('id', '=', user.row.id)
    .execute();
  const token = await db
    .insertInto('personal_access_tokens')
    .values({
      user_id: user.row.id,
      name: 'cli',
      token_hash: sha256(`listed-user-token-${user.row.id}`),
      last_used_at: null,
      created_at: server.clock.iso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await signIn(server, user);
  const session = await db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', user.row.id)
    .executeTakeFirstOrThrow();
  return { session: session.id, token: token.id };
}

/**
 * What no admin answer may carry: every account's password hash, two-factor secret and
 * recovery codes (the stored list and each code), and every session, token and reset hash.
 */
export async function secretsOf(server: TestServer, listed: TestUser): Promise<string[]> {
  const db = server.app.db;
  const users = await db
    .selectFrom('users')
    .select(['password', 'two_factor_secret', 'two_factor_recovery_codes'])
    .execute();
  const hashes = [
    ...(await db.selectFrom('sessions').select('token_hash').execute()),
    ...(await db.selectFrom('personal_access_tokens').select('token_hash').execute()),
    ...(await db.selectFrom('password_resets').select('token_hash').execute()),
  ].map((row) => row.token_hash);
  const secrets = users.flatMap((u) => [
    u.password,
    u.two_factor_secret,
    u.two_factor_recovery_codes,
    ...(JSON.parse(u.two_factor_recovery_codes ?? '[]') as string[]),
  ]);
  const all = [...secrets, ...hashes].filter((s): s is string => Boolean(s));
  // The seeded account's secrets are among them: an empty list would prove nothing.
  const own = await db
    .selectFrom('users')
    .select('two_factor_secret')
    .where('id', '=', listed.row.id)
    .executeTakeFirstOrThrow();
  if (!own.two_factor_secret || !all.includes(own.two_factor_secret)) {
    throw new Error('the listed user has no two-factor secret to look for');
  }
  return all;
}
