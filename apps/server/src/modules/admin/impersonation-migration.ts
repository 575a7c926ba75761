import type { Kysely } from 'kysely';

/**
 * A session an admin turned into another user's (`POST users/{id}/impersonate`) remembers
 * the admin, so stopping returns the session to them. Deleting the admin ends it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sessions')
    .addColumn('impersonator_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('impersonator_id').execute();
}
