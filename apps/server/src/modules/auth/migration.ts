import type { Kysely } from 'kysely';

/**
 * `two_factor_steps`: the last 30-second TOTP step a user signed in or confirmed with, so
 * a code cannot be used twice (a code seen over a shoulder or in a log stays good for its
 * whole step otherwise).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('two_factor_steps')
    .addColumn('user_id', 'integer', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('last_step', 'integer', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('two_factor_steps').execute();
}
