import type { numericIdParamsSchema } from '../data-table';
import { defineApi, withPermission } from '../endpoint';
import type {
  errorLogQuerySchema,
  errorLogResponseSchema,
  outgoingEmailResponseSchema,
  outgoingEmailsQuerySchema,
  outgoingEmailsResponseSchema,
  runScheduledJobResponseSchema,
  scheduledJobParamsSchema,
} from '../logs';

const logsViewer = withPermission('logs.view', { signedIn: true });

/**
 * The admin's logs screen (spec §2.4 logs): running a recurring job now, the error log's
 * entries and the outgoing email log. The schedule log itself and the error log's download
 * are `systemApi.scheduleLog` and `systemApi.errorLog`.
 */
export const logsApi = defineApi<{
  runScheduledJob: {
    params: typeof scheduledJobParamsSchema;
    response: typeof runScheduledJobResponseSchema;
  };
  errorLog: { query: typeof errorLogQuerySchema; response: typeof errorLogResponseSchema };
  outgoingEmails: {
    query: typeof outgoingEmailsQuerySchema;
    response: typeof outgoingEmailsResponseSchema;
  };
  outgoingEmail: {
    params: typeof numericIdParamsSchema;
    response: typeof outgoingEmailResponseSchema;
  };
}>()('logs', {
  runScheduledJob: { method: 'POST', path: '/api/v1/logs/schedule/:job/run', access: logsViewer },
  errorLog: { method: 'GET', path: '/api/v1/logs/error', access: logsViewer },
  outgoingEmails: { method: 'GET', path: '/api/v1/logs/outgoing-email', access: logsViewer },
  outgoingEmail: { method: 'GET', path: '/api/v1/logs/outgoing-email/:id', access: logsViewer },
});
