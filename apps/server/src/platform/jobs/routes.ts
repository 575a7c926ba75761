import { systemEndpoints } from '@coffer/contract';
import type { AppInstance } from '../../app';
import { route } from '../../modules/roles/endpoint-route';
import { jobsDb } from '.';

/** The schedule log for admins: every recurring job with its next run, and past runs. */
export function scheduleLogRoutes(app: AppInstance) {
  route(app, systemEndpoints.scheduleLog, async ({ query }) => {
    const db = jobsDb(app.db);
    let runs = db.selectFrom('schedule_log');
    if (query.job) runs = runs.where('job', '=', query.job);
    const { total } = await runs
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow();
    const data = await runs
      .selectAll()
      .orderBy('started_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage)
      .execute();
    const schedules = await db
      .selectFrom('schedules')
      .select(['name', 'next_run_at'])
      .orderBy('name')
      .execute();
    return {
      pagination: {
        data,
        current_page: query.page,
        per_page: query.perPage,
        total: Number(total),
        last_page: Math.max(1, Math.ceil(Number(total) / query.perPage)),
      },
      schedules,
    };
  });
}
