import { readFile } from 'node:fs/promises';
import { logsEndpoints, systemEndpoints } from '@coffer/contract';
import type { AppInstance } from '../../app';
import { route } from '../../kernel/roles/endpoint-route';
import { ERROR_LOG_DOWNLOAD_LINES, errorLogFile } from '../../platform/http/ignition-trace';
import { paginated } from '../../platform/http/pagination';
import { errorLogPage } from './error-log';
import { outgoingEmail, outgoingEmailPage } from './outgoing-emails';
import { scheduleRunsPage, schedulesByName } from './repo';
import { runScheduledJobNow } from './schedule-service';

/**
 * The admin's logs (logs.view): the schedule log of the platform's recurring jobs and running
 * one now, the error log the platform writes (its entries, and its newest lines as a file),
 * and the messages the site sent.
 */
export function logRoutes(app: AppInstance) {
  // The schedule log: every recurring job with its next run, and past runs.
  route(app, systemEndpoints.scheduleLog, async ({ query }) => {
    const { total, data } = await scheduleRunsPage(app.db, query.job, query.page, query.perPage);
    const schedules = await schedulesByName(app.db);
    return { ...paginated(data, query.page, query.perPage, Number(total)), schedules };
  });

  // `GET api/v1/logs/error/download-latest`: the newest error log lines.
  route(app, systemEndpoints.errorLog, async ({ reply }) => {
    const text = await readFile(errorLogFile(app), 'utf8').catch(() => '');
    const latest = text.split('\n').slice(-ERROR_LOG_DOWNLOAD_LINES).join('\n');
    return reply
      .type('text/plain; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="error.log"')
      .header('Cache-Control', 'no-store')
      .send(latest);
  });

  // `POST api/v1/logs/schedule/{job}/run`: the job runs now and its run is answered.
  route(app, logsEndpoints.runScheduledJob, async ({ params }) =>
    runScheduledJobNow(app, params.job),
  );

  route(app, logsEndpoints.errorLog, async ({ query }) =>
    errorLogPage(app, query.page, query.perPage),
  );

  route(app, logsEndpoints.outgoingEmails, async ({ query }) => outgoingEmailPage(app, query));

  route(app, logsEndpoints.outgoingEmail, async ({ params }) => outgoingEmail(app, params.id));
}
