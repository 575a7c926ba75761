import { type Kysely, PostgresAdapter } from 'kysely';

/** The durable job queue (`jobs`), recurring schedules and their run log (`schedule_log`). */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer';
  await db.schema
    .createTable('jobs')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('type', 'varchar(64)', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('run_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (col) => col.notNull().defaultTo(5))
    .addColumn('locked_until', 'varchar(32)')
    .addColumn('last_error', 'text')
    .addColumn('failed_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('jobs_due_index')
    .on('jobs')
    .columns(['failed_at', 'run_at'])
    .execute();

  await db.schema
    .createTable('schedules')
    .addColumn('name', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('next_run_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('locked_until', 'varchar(32)')
    .execute();
  await db.schema
    .createTable('schedule_log')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('job', 'varchar(64)', (col) => col.notNull())
    .addColumn('started_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('finished_at', 'varchar(32)')
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('message', 'text')
    .execute();
  await db.schema
    .createIndex('schedule_log_job_index')
    .on('schedule_log')
    .columns(['job', 'started_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['schedule_log', 'schedules', 'jobs']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
