import type { Kysely } from 'kysely';
import type { AppInstance } from '../../app';
import type { Database } from '../db/schema';
import type { DB } from '../db/tables.generated';
import { switchingEventBus } from '../events';

/**
 * A small durable job queue in the database and a scheduler for recurring tasks.
 * Several server instances may run workers at once: a job or a schedule is claimed
 * with one conditional UPDATE (its lease in `locked_until`), so only one runs it.
 */

type JobTables = Pick<DB, 'jobs' | 'schedules' | 'schedule_log'>;

export function jobsDb(db: Kysely<Database>) {
  return db.withTables<JobTables>();
}

export type JobHandler = (app: AppInstance, payload: unknown) => Promise<void>;
/** A recurring task; what it answers is written to the schedule log as the run's message. */
export type ScheduledTask = (app: AppInstance) => Promise<string | undefined>;

export interface EnqueueOptions {
  /** ISO time; default now. */
  runAt?: string;
  /** @default 5 */
  maxAttempts?: number;
}

export interface Jobs {
  /** The function that runs jobs of a type (one per type). */
  register(type: string, handler: JobHandler): void;
  /**
   * Queues a job. Pass the transaction the job belongs to: it is queued only if that
   * transaction commits.
   */
  enqueue(
    db: Kysely<Database>,
    type: string,
    payload: unknown,
    options?: EnqueueOptions,
  ): Promise<number>;
  /** A task run every `everyMs` (across all instances: once per period). */
  schedule(name: string, everyMs: number, task: ScheduledTask): void;
  /** Runs the due schedules and every due job once; answers how many ran. */
  runDue(): Promise<number>;
  /** Starts the polling worker (buildApp does unless told not to). */
  start(pollMs?: number): void;
  stop(): Promise<void>;
  /** Stops and lets go of the wake-up bus (the app's close). */
  close(): Promise<void>;
}

/** Told when a job is queued, so a started worker runs it at once rather than at its next poll. */
export const JOBS_WAKE_CHANNEL = 'coffer:jobs:queued';
/** How long a woken worker waits, so the transaction that queued the job has committed. */
const WAKE_DELAY_MS = 50;

const LEASE_MS = 5 * 60_000;

function backoffMs(attempt: number): number {
  return Math.min(60 * 60_000, 2 ** attempt * 5_000);
}

export function createJobs(app: AppInstance): Jobs {
  const handlers = new Map<string, JobHandler>();
  const tasks = new Map<string, { everyMs: number; task: ScheduledTask }>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  let woken = false;
  let stopWaking: (() => Promise<void>) | null = null;
  let interval = 2_000;
  const db = () => jobsDb(app.db);
  /**
   * Wake-ups as `queue.driver` says: within this instance, or over Redis to the worker of
   * every instance. The jobs themselves stay in the database (durable, and queued only when
   * the transaction that made them commits); polling goes on as the safety net.
   */
  const wake = switchingEventBus(async () => {
    const settings = await app.serverSettings.all();
    return { driver: settings['queue.driver'], url: settings['redis.url'] };
  });

  async function claimJob() {
    if (handlers.size === 0) return null;
    const now = app.clock.iso();
    const next = await db()
      .selectFrom('jobs')
      .select('id')
      .where('failed_at', 'is', null)
      .where('run_at', '<=', now)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
      .where('type', 'in', [...handlers.keys()])
      .orderBy('run_at')
      .limit(1)
      .executeTakeFirst();
    if (!next) return null;
    // The lease check is repeated in the UPDATE, so two workers that saw the same row
    // cannot both claim it.
    const claimed = await db()
      .updateTable('jobs')
      .set((eb) => ({ locked_until: app.clock.iso(LEASE_MS), attempts: eb('attempts', '+', 1) }))
      .where('id', '=', next.id)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
      .returningAll()
      .executeTakeFirst();
    return claimed ?? 'retry';
  }

  async function runJobs(): Promise<number> {
    let count = 0;
    for (;;) {
      const job = await claimJob();
      if (job === null) return count;
      if (job === 'retry') continue;
      count += 1;
      try {
        await handlers.get(job.type)!(app, JSON.parse(job.payload));
        await db().deleteFrom('jobs').where('id', '=', job.id).execute();
        app.metrics?.job(job.type, 'success');
      } catch (error) {
        app.metrics?.job(job.type, 'failed');
        const message = error instanceof Error ? error.message : String(error);
        const exhausted = job.attempts >= job.max_attempts;
        await db()
          .updateTable('jobs')
          .set({
            last_error: message.slice(0, 2000),
            locked_until: null,
            run_at: app.clock.iso(backoffMs(job.attempts)),
            failed_at: exhausted ? app.clock.iso() : null,
          })
          .where('id', '=', job.id)
          .execute();
        app.log.warn({ job: job.type, id: job.id, error: message }, 'job failed');
      }
    }
  }

  async function runSchedules(): Promise<number> {
    let count = 0;
    for (const [name, { everyMs, task }] of tasks) {
      const now = app.clock.iso();
      await db()
        .insertInto('schedules')
        .values({ name, next_run_at: now, locked_until: null })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      const claimed = await db()
        .updateTable('schedules')
        .set({ next_run_at: app.clock.iso(everyMs), locked_until: app.clock.iso(LEASE_MS) })
        .where('name', '=', name)
        .where('next_run_at', '<=', now)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
        .returning('name')
        .executeTakeFirst();
      if (!claimed) continue;
      count += 1;
      const log = await db()
        .insertInto('schedule_log')
        .values({ job: name, started_at: now, finished_at: null, status: 'running', message: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      let status: 'success' | 'failed' = 'success';
      let message: string | null = null;
      try {
        message = (await task(app)) ?? null;
      } catch (error) {
        status = 'failed';
        message = error instanceof Error ? error.message : String(error);
        app.log.warn({ task: name, error: message }, 'scheduled task failed');
      }
      app.metrics?.task(name, status);
      await db()
        .updateTable('schedule_log')
        .set({ finished_at: app.clock.iso(), status, message: message?.slice(0, 2000) ?? null })
        .where('id', '=', log.id)
        .execute();
      await db()
        .updateTable('schedules')
        .set({ locked_until: null })
        .where('name', '=', name)
        .execute();
    }
    return count;
  }

  const jobs: Jobs = {
    register(type, handler) {
      handlers.set(type, handler);
    },
    async enqueue(trx, type, payload, options = {}) {
      const row = await jobsDb(trx)
        .insertInto('jobs')
        .values({
          type,
          payload: JSON.stringify(payload ?? null),
          run_at: options.runAt ?? app.clock.iso(),
          attempts: 0,
          max_attempts: options.maxAttempts ?? 5,
          locked_until: null,
          last_error: null,
          failed_at: null,
          created_at: app.clock.iso(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      wake.publish(JOBS_WAKE_CHANNEL, { type }).catch((error: unknown) => {
        app.log.warn({ job: type, error: String(error) }, 'job wake-up not sent');
      });
      return row.id;
    },
    schedule(name, everyMs, task) {
      tasks.set(name, { everyMs, task });
    },
    async runDue() {
      return (await runSchedules()) + (await runJobs());
    },
    start(pollMs = 2_000) {
      if (timer) return;
      interval = pollMs;
      timer = setTimeout(tick, pollMs);
      timer.unref();
      void wake
        .subscribe(JOBS_WAKE_CHANNEL, () => {
          if (!timer) return;
          // Running already: it runs once more when done, and sees the new job then.
          if (busy) {
            woken = true;
            return;
          }
          clearTimeout(timer);
          timer = setTimeout(tick, WAKE_DELAY_MS);
          timer.unref();
        })
        .then((off) => {
          stopWaking = off;
        })
        .catch((error: unknown) => app.log.warn({ error: String(error) }, 'job wake-ups off'));
    },
    async stop() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      await stopWaking?.();
      stopWaking = null;
      await running;
    },
    async close() {
      await jobs.stop();
      await wake.close();
    },
  };

  function tick() {
    busy = true;
    running = jobs
      .runDue()
      .catch((error) => app.log.error(error, 'job worker'))
      .finally(() => {
        busy = false;
        if (!timer) return;
        const again = woken;
        woken = false;
        timer = setTimeout(tick, again ? 0 : interval);
        timer.unref();
      });
  }
  return jobs;
}

/** Runs everything due now (tests call this instead of waiting for the worker). */
export function runDueJobs(app: AppInstance): Promise<number> {
  return app.jobs.runDue();
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/** Jobs waiting to run or running (not given up on), across every instance. */
export async function queueDepth(db: Kysely<Database>): Promise<number> {
  const row = await jobsDb(db)
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('failed_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
