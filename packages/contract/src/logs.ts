import { z } from 'zod';
import { logsApi } from './api/logs';
import { dataTableQuerySchema, numericIdParamsSchema, pageQueryShape } from './data-table';
import { scheduleLogRunSchema } from './drive';
import { bindSchemas } from './endpoint';
import { paginationSchema } from './pagination';

/** `:job` of `POST logs/schedule/{job}/run`: a recurring job's name, as the schedule log shows it. */
export const scheduledJobParamsSchema = z.object({ job: z.string().min(1).max(64) });

export const runScheduledJobResponseSchema = z.object({ run: scheduleLogRunSchema });
export type RunScheduledJobResponse = z.infer<typeof runScheduledJobResponseSchema>;

/** `GET logs/error`: one page of the error log, newest entry first. */
export const errorLogQuerySchema = z.object(pageQueryShape);
export type ErrorLogQuery = z.input<typeof errorLogQuerySchema>;

/**
 * One entry of the error log: its header line read into level, message and time, and the
 * lines under it (a stack trace) as `details`. A line the server cannot read is an entry of
 * its own, with no time and the line as its message.
 */
export const errorLogEntrySchema = z.object({
  /** The entry's place in the log, newest first from 1; it names a row of one page only. */
  id: z.number().int(),
  /** `error` for the request errors the server writes; another log's own level otherwise. */
  level: z.string(),
  message: z.string(),
  /** ISO time; null when the line carries none the server can read. */
  datetime: z.string().nullable(),
  /** What the entry names besides its message (`method`, `url`, `exception`…). */
  context: z.record(z.string(), z.string()),
  /** The entry's further lines (the stack trace), empty when none. */
  details: z.string(),
});
export type ErrorLogEntry = z.infer<typeof errorLogEntrySchema>;

export const errorLogResponseSchema = z.object({
  pagination: paginationSchema(errorLogEntrySchema),
});
export type ErrorLogResponse = z.infer<typeof errorLogResponseSchema>;

/** The columns the outgoing email log sorts by. */
export const outgoingEmailOrderColumns = ['created_at', 'subject', 'to', 'status'] as const;
export type OutgoingEmailOrderColumn = (typeof outgoingEmailOrderColumns)[number];

/** What became of a message: `logged` (no SMTP configured), `sent` or `failed`. */
export const outgoingEmailStatuses = ['logged', 'sent', 'failed'] as const;

export const outgoingEmailFiltersSchema = z.strictObject({
  status: z.enum(outgoingEmailStatuses).optional(),
});

/** `GET logs/outgoing-email`: searched by subject and recipient, newest first by default. */
export const outgoingEmailsQuerySchema = dataTableQuerySchema(
  outgoingEmailOrderColumns,
  outgoingEmailFiltersSchema,
  'created_at',
);
export type OutgoingEmailsQuery = z.input<typeof outgoingEmailsQuerySchema>;

/** A row of the outgoing email log, without its bodies. */
export const outgoingEmailSummarySchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  status: z.string(),
  /** Why sending failed; null otherwise. */
  error: z.string().nullable(),
  created_at: z.string(),
});
export type OutgoingEmailSummary = z.infer<typeof outgoingEmailSummarySchema>;

/** The message as it was sent: both bodies, exactly as stored. */
export const outgoingEmailSchema = outgoingEmailSummarySchema.extend({
  html: z.string(),
  text: z.string(),
});
export type OutgoingEmail = z.infer<typeof outgoingEmailSchema>;

export const outgoingEmailsResponseSchema = z.object({
  pagination: paginationSchema(outgoingEmailSummarySchema),
});
export type OutgoingEmailsResponse = z.infer<typeof outgoingEmailsResponseSchema>;

export const outgoingEmailResponseSchema = z.object({ email: outgoingEmailSchema });
export type OutgoingEmailResponse = z.infer<typeof outgoingEmailResponseSchema>;

export const logsEndpoints = bindSchemas(logsApi, {
  runScheduledJob: {
    summary: 'Run a recurring job now; the run is written to the schedule log (admin)',
    params: scheduledJobParamsSchema,
    response: runScheduledJobResponseSchema,
  },
  errorLog: {
    summary: 'One page of the error log’s entries, newest first (admin)',
    query: errorLogQuerySchema,
    response: errorLogResponseSchema,
  },
  outgoingEmails: {
    summary: 'The messages the site sent, searched by subject or recipient and paged (admin)',
    query: outgoingEmailsQuerySchema,
    response: outgoingEmailsResponseSchema,
  },
  outgoingEmail: {
    summary: 'One sent message with its HTML and text bodies (admin)',
    params: numericIdParamsSchema,
    response: outgoingEmailResponseSchema,
  },
});
