import { readFile } from 'node:fs/promises';
import { systemEndpoints } from '@coffer/contract';
import type { AppInstance } from '../../app';
import { route } from '../../kernel/roles/endpoint-route';
import { ERROR_LOG_DOWNLOAD_LINES, errorLogFile } from '../../platform/http/ignition-trace';
import { scheduleRunsPage, schedulesByName } from './repo';

/**
 * The admin's logs (logs.view): the schedule log of the platform's recurring jobs, and the
 * newest lines of the error log the platform writes.
 */
export function logRoutes(app: AppInstance) {
  // The schedule log: every recurring job with its next run, and past runs.
  route(app, systemEndpoints.scheduleLog, async ({ query }) => {
    const { total, data } = await scheduleRunsPage(app.db, query.job, query.page, query.perPage);
    const schedules = await schedulesByName(app.db);
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
}
