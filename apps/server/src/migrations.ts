import type { Migration } from 'kysely';
import { serverModules } from './modules';
import { orderedMigrations, platformMigrations } from './platform/db/migrations';
import type { NamedMigration } from './platform/modules';

/** The platform's own tables: settings, the kernel's users and roles, human check, jobs. */
const PLATFORM_MIGRATIONS: readonly NamedMigration[] = [
  ['0001_settings', platformMigrations.settings],
  ['0002_auth', platformMigrations.auth],
  ['0003_human_check', platformMigrations.humanCheck],
  ['0021_jobs', platformMigrations.jobs],
  ['0049_outgoing_email_reply_to', platformMigrations.outgoingEmailReplyTo],
];

/**
 * Every migration of the platform and the modules (each module declares its own), run in
 * name order; names are unique (`orderedMigrations` refuses a repeated number). Imported,
 * not read from disk, so the bundled server carries them.
 */
export const migrations = orderedMigrations(
  [...PLATFORM_MIGRATIONS, ...serverModules.flatMap((module) => module.migrations)]
    .map(([name, migration]): [string, Migration] => [name, migration])
    .sort(([a], [b]) => (a < b ? -1 : 1)),
);

/**
 * Names migrations ran under before each number was made unique (2026-11-27): a database
 * that ran them under the old name has the record renamed before migrating, so nothing
 * runs twice.
 */
export const RENAMED_MIGRATIONS: Readonly<Record<string, string>> = {
  '0002_human_check': '0003_human_check',
  '0002_social_pending_links': '0004_social_pending_links',
  '0020_jobs': '0021_jobs',
  '0021_drive_listing_indexes': '0022_drive_listing_indexes',
};
