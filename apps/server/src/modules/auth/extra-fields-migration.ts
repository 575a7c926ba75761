import type { Kysely } from 'kysely';

/**
 * `users.extra_fields`: a JSON object of the answers to the register form's extra fields
 * (admin settings, authentication), by field id; null when the form asked for none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('extra_fields', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('extra_fields').execute();
}
