import type { Migration } from 'kysely';
import * as humanCheck from '../../human-check/migration';
import * as jobs from '../../jobs/migration';
import * as m0001 from './0001_settings';
import * as m0002 from './0002_auth';
import * as m0049 from './0049_outgoing_email_reply_to';

/**
 * The platform's own migrations; each module brings its own, and the app lists them all in
 * order (`src/migrations.ts`). One set serves SQLite and PostgreSQL, so they use only the
 * portable parts of Kysely's schema builder.
 */
export const platformMigrations = {
  settings: m0001,
  auth: m0002,
  humanCheck,
  jobs,
  outgoingEmailReplyTo: m0049,
} satisfies Record<string, Migration>;

/** A migration's name: a four-digit number, unique, then words (`0020_drive`). */
export const MIGRATION_NAME = /^(\d{4})_[a-z0-9_]+$/;

/**
 * Checks a list of migrations is named `NNNN_words` with each number used once, in order, and
 * answers it as Kysely's map.
 */
export function orderedMigrations(
  list: ReadonlyArray<[string, Migration]>,
): Record<string, Migration> {
  const numbers = new Set<string>();
  let previous = '';
  for (const [name] of list) {
    const number = MIGRATION_NAME.exec(name)?.[1];
    if (!number) throw new Error(`Migration ${name} is not named NNNN_words.`);
    if (numbers.has(number)) throw new Error(`Migration number ${number} is used twice.`);
    if (name <= previous) throw new Error(`Migration ${name} is listed after ${previous}.`);
    numbers.add(number);
    previous = name;
  }
  return Object.fromEntries(list);
}
