import type { Db } from '../../platform/db/database';
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
