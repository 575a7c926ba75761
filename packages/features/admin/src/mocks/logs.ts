import {
  type ErrorLogEntry,
  logsApi,
  type OutgoingEmail,
  type ScheduleLogRun,
  systemApi,
} from '@coffer/contract';
import { mockEndpoint, mockError } from '@coffer/core/mocks';
import { delay } from 'msw';
import { listPage, paginate } from './list';

/** The platform's recurring jobs, as the schedule log names them. */
export const scheduledJobFixtures = [
  { name: 'drive.trash-retention', next_run_at: '2026-03-01T11:00:00.000Z' },
  { name: 'drive.tus-expired', next_run_at: '2026-03-01T11:05:00.000Z' },
  { name: 'sharing.expired-links', next_run_at: '2026-03-01T11:10:00.000Z' },
];

/** `count` past runs, newest first, every fifth one failed. */
export function scheduleRunFixtures(count = 20): ScheduleLogRun[] {
  return Array.from({ length: count }, (_, i) => {
    const job = scheduledJobFixtures[i % scheduledJobFixtures.length]!.name;
    const started = Date.parse('2026-03-01T10:00:00.000Z') - i * 20 * 60_000;
    const failed = i % 5 === 4;
    return {
      id: count - i,
      job,
      started_at: new Date(started).toISOString(),
      finished_at: new Date(started + 150 + i * 400).toISOString(),
      status: failed ? 'failed' : 'success',
      message: failed ? 'Storage did not answer in time.' : `Removed ${i} expired items`,
    };
  });
}

/** `count` error log entries, newest first: request errors, a warning, an unreadable line. */
export function errorLogFixtures(count = 18): ErrorLogEntry[] {
  return Array.from({ length: count }, (_, i): ErrorLogEntry => {
    const time = new Date(Date.parse('2026-03-01T09:30:00.000Z') - i * 37 * 60_000).toISOString();
    if (i === count - 1) {
      return {
        id: i + 1,
        level: 'unknown',
        message: 'stray output before the first entry',
        datetime: null,
        context: {},
        details: '',
      };
    }
    if (i % 6 === 5) {
      return {
        id: i + 1,
        level: 'warning',
        message: 'Disk space is running low',
        datetime: time,
        context: {},
        details: '',
      };
    }
    return {
      id: i + 1,
      level: 'error',
      message: i === 0 ? 'Cannot read properties of undefined (reading "size")' : `Timeout ${i}`,
      datetime: time,
      context: {
        method: i % 2 ? 'POST' : 'GET',
        url: `/api/v1/drive/file-entries/${100 + i}`,
        exception: 'TypeError',
      },
      details: `    at entrySize (apps/server/src/modules/drive/list.ts:${40 + i}:13)\n    at async listEntries (apps/server/src/modules/drive/list.ts:88:5)`,
    };
  });
}

const SUBJECTS = [
  'Confirm your email address',
  'Reset your password',
  'Ada shared “Budget 2026” with you',
  'Your sign-in code',
  'Welcome to Coffer',
];

/** `count` sent messages, newest first; every seventh failed to send. */
export function outgoingEmailFixtures(count = 20): OutgoingEmail[] {
  return Array.from({ length: count }, (_, i) => {
    const subject = SUBJECTS[i % SUBJECTS.length]!;
    const failed = i % 7 === 6;
    return {
      id: count - i,
      to: `user${i + 1}@example.com`,
      subject,
      status: failed ? 'failed' : i % 3 === 0 ? 'logged' : 'sent',
      error: failed ? 'Connection refused by smtp.example.com' : null,
      created_at: new Date(Date.parse('2026-03-01T08:00:00.000Z') - i * 3_600_000).toISOString(),
      text: `${subject}\n\nHello user${i + 1},\nThis message is a fixture.`,
      // A script and a form: the preview's sandbox must keep them inert.
      html: `<!doctype html><html><body style="font-family:sans-serif"><h1>${subject}</h1><p>Hello <b>user${i + 1}</b>,</p><p>This message is a fixture.</p><script>parent.document.title = 'escaped'</script></body></html>`,
    };
  });
}

export interface LogsMockOptions {
  schedules?: typeof scheduledJobFixtures;
  runs?: ScheduleLogRun[];
  errors?: ErrorLogEntry[];
  emails?: OutgoingEmail[];
  /** Never answer the lists (the loading state). */
  pending?: boolean;
  /** Jobs whose Run now fails (the run is logged as failed). */
  failingJobs?: string[];
}

/** MSW handlers of the logs screen's calls, over in-memory logs. */
export function logsHandlers({
  schedules = scheduledJobFixtures,
  runs = scheduleRunFixtures(),
  errors = errorLogFixtures(),
  emails = outgoingEmailFixtures(),
  pending = false,
  failingJobs = [],
}: LogsMockOptions = {}) {
  let runList = runs.map((r) => ({ ...r }));
  return [
    mockEndpoint(systemApi.scheduleLog, async ({ query }) => {
      if (pending) await delay('infinite');
      return { pagination: paginate(runList, query), schedules };
    }),
    mockEndpoint(logsApi.runScheduledJob, ({ params }) => {
      const job = String(params.job);
      if (!schedules.some((s) => s.name === job)) {
        return mockError(404, 'There is no scheduled job of that name.');
      }
      const failed = failingJobs.includes(job);
      const now = new Date();
      const run: ScheduleLogRun = {
        id: Math.max(0, ...runList.map((r) => r.id)) + 1,
        job,
        started_at: now.toISOString(),
        finished_at: new Date(now.getTime() + 420).toISOString(),
        status: failed ? 'failed' : 'success',
        message: failed ? 'Storage did not answer in time.' : 'Removed 0 expired items',
      };
      runList = [run, ...runList];
      return { run };
    }),
    mockEndpoint(logsApi.errorLog, async ({ query }) => {
      if (pending) await delay('infinite');
      return { pagination: paginate(errors, query) };
    }),
    mockEndpoint(logsApi.outgoingEmails, async ({ query }) => {
      if (pending) await delay('infinite');
      const summaries = emails.map(({ html: _html, text: _text, ...summary }) => summary);
      return {
        pagination: listPage(summaries, query, {
          match: (e, search, filters: { status?: string }) =>
            (!search || `${e.subject} ${e.to}`.toLowerCase().includes(search)) &&
            (!filters.status || e.status === filters.status),
        }),
      };
    }),
    mockEndpoint(logsApi.outgoingEmail, ({ params }) => {
      const email = emails.find((e) => e.id === Number(params.id));
      return email ? { email } : mockError(404, 'Email not found.');
    }),
  ];
}
