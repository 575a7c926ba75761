import type { Kysely } from 'kysely';

/**
 * The address a reply to a logged or sent email goes to (issue 28: a contact-form message is
 * answered to its sender); null for every other email.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outgoing_emails').addColumn('reply_to', 'varchar(191)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outgoing_emails').dropColumn('reply_to').execute();
}
