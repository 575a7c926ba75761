import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * The e2e server's own database, for what the journeys cannot do over the API: read what the
 * server wrote (emails), and change what only an admin could (settings, bans, names, ad code).
 * The server reads settings on every request, so a change applies at once.
 */

// The server's own drivers, so the journeys need no copies of them.
export const serverRequire = createRequire(
  new URL('../../apps/server/package.json', import.meta.url),
);
interface Statement {
  reader: boolean;
  all(...params: unknown[]): unknown[];
  run(...params: unknown[]): unknown;
}
const Database = serverRequire('better-sqlite3') as new (
  file: string,
) => { prepare(query: string): Statement; close(): void };
// The e2e server's data dir (scripts/e2e-server.mjs: E2E_DATA_DIR, or tests/e2e/.data).
const dbFile = process.env.E2E_DATA_DIR
  ? `${process.env.E2E_DATA_DIR}/coffer.sqlite`
  : fileURLToPath(new URL('./.data/coffer.sqlite', import.meta.url));

/** Runs one statement; a query answers its rows, anything else an empty list. */
export function sql<T = unknown>(query: string, ...params: unknown[]): T[] {
  const db = new Database(dbFile);
  try {
    const statement = db.prepare(query);
    if (statement.reader) return statement.all(...params) as T[];
    statement.run(...params);
    return [];
  } finally {
    db.close();
  }
}

export function setSetting(key: string, value: unknown) {
  sql(
    'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
    key,
    JSON.stringify(value),
  );
}

export const resetSetting = (key: string) => sql('DELETE FROM settings WHERE key = ?', key);

/**
 * Marks an account's address as proven, as its emailed verification code would: shares and
 * workspace invites to an address wait until an account proves it.
 */
export const proveAddress = (email: string) =>
  sql('UPDATE users SET email_verified_at = ? WHERE email = ?', new Date().toISOString(), email);

const { generate } = serverRequire('otplib') as {
  generate(options: { secret: string; epoch?: number }): Promise<string>;
};

/**
 * The one-time code an authenticator app would show for `secret`, now or `stepsAhead`
 * 30-second steps later: the server accepts a code once, so signing in right after the
 * setup's confirmation needs the next step's code (within the accepted clock drift).
 */
export function totp({ secret, stepsAhead = 0 }: { secret: string; stepsAhead?: number }) {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * stepsAhead });
}
