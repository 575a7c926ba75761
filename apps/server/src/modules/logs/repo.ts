import type { OrderDirection, OutgoingEmailOrderColumn } from '@coffer/contract';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { Database } from '../../platform/db/schema';
import { containsText } from '../../platform/db/search';
import { jobsDb } from '../../platform/jobs';

/**
 * A page of the schedule log's past runs (newest first), of one job or of all, with the
 * number of runs in total.
 */
export async function scheduleRunsPage(
  db: Db,
  job: string | undefined,
  page: number,
  perPage: number,
) {
  let runs = jobsDb(db).selectFrom('schedule_log');
  if (job) runs = runs.where('job', '=', job);
  const { total } = await runs
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  const data = await runs
    .selectAll()
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  return { total, data };
}

/** Every recurring job with its next run, by name. */
export function schedulesByName(db: Db) {
  return jobsDb(db)
    .selectFrom('schedules')
    .select(['name', 'next_run_at'])
    .orderBy('name')
    .execute();
}

/** A recurring job's row: when it runs next and until when a worker holds it. */
export function findSchedule(db: Db, name: string) {
  return jobsDb(db)
    .selectFrom('schedules')
    .select(['name', 'next_run_at', 'locked_until'])
    .where('name', '=', name)
    .executeTakeFirst();
}

/**
 * Makes a job due now, unless a worker holds it (its lease not yet over); answers whether it
 * did. The scheduler then claims and logs it as any scheduled run.
 */
export async function makeScheduleDue(db: Db, name: string, now: string): Promise<boolean> {
  const result = await jobsDb(db)
    .updateTable('schedules')
    .set({ next_run_at: now })
    .where('name', '=', name)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The id of the job's newest run, 0 when it never ran. */
export async function latestRunId(db: Db, job: string): Promise<number> {
  const row = await jobsDb(db)
    .selectFrom('schedule_log')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('job', '=', job)
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** The job's newest run after `afterId`, if any. */
export function runAfter(db: Db, job: string, afterId: number) {
  return jobsDb(db)
    .selectFrom('schedule_log')
    .selectAll()
    .where('job', '=', job)
    .where('id', '>', afterId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** What picks and orders the outgoing email log. */
export interface OutgoingEmailCriteria {
  query?: string;
  status?: string;
  orderBy: OutgoingEmailOrderColumn;
  orderDir: OrderDirection;
}

const EMAIL_SUMMARY_COLUMNS = ['id', 'to', 'subject', 'status', 'error', 'created_at'] as const;

/** One page of the outgoing email log, without the bodies. */
export function listOutgoingEmails(
  db: Db,
  criteria: OutgoingEmailCriteria,
  page: { limit: number; offset: number },
) {
  return db
    .selectFrom('outgoing_emails')
    .select(EMAIL_SUMMARY_COLUMNS)
    .where(emailsMatching(criteria))
    .orderBy(criteria.orderBy, criteria.orderDir)
    .orderBy('id', criteria.orderDir)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countOutgoingEmails(db: Db, criteria: OutgoingEmailCriteria) {
  const row = await db
    .selectFrom('outgoing_emails')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where(emailsMatching(criteria))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** One message with both its bodies. */
export function findOutgoingEmail(db: Db, id: number) {
  return db
    .selectFrom('outgoing_emails')
    .select([...EMAIL_SUMMARY_COLUMNS, 'html', 'text'])
    .where('id', '=', id)
    .executeTakeFirst();
}

function emailsMatching(criteria: OutgoingEmailCriteria) {
  return (eb: ExpressionBuilder<Database, 'outgoing_emails'>) => {
    const conditions: Expression<SqlBool>[] = [];
    if (criteria.query) {
      conditions.push(
        containsText(eb, criteria.query, ['outgoing_emails.subject', 'outgoing_emails."to"']),
      );
    }
    if (criteria.status) conditions.push(eb('outgoing_emails.status', '=', criteria.status));
    return eb.and(conditions);
  };
}
