import { describe, expect, it } from 'vitest';
import { Browser, createUser, signIn } from '../../../test/auth';
import { describeServer } from '../../../test/harness';
import { jobsDb, runDueJobs } from '.';

describeServer('job queue and scheduler', (server) => {
  it('runs a queued job once, only after its transaction commits', async () => {
    const app = server().app;
    const seen: unknown[] = [];
    app.jobs.register('test.record', async (_app, payload) => {
      seen.push(payload);
    });
    await app.db
      .transaction()
      .execute(async (trx) => {
        await app.jobs.enqueue(trx, 'test.record', { n: 'rolled back' });
        throw new Error('abort');
      })
      .catch(() => {});
    await app.db.transaction().execute((trx) => app.jobs.enqueue(trx, 'test.record', { n: 1 }));
    await runDueJobs(app);
    await runDueJobs(app);
    expect(seen).toEqual([{ n: 1 }]);
  });

  it('lets only one of two concurrent workers claim a job', async () => {
    const app = server().app;
    let runs = 0;
    app.jobs.register('test.once', async () => {
      runs += 1;
      await new Promise((r) => setTimeout(r, 20));
    });
    await app.jobs.enqueue(app.db, 'test.once', null);
    await Promise.all([runDueJobs(app), runDueJobs(app), runDueJobs(app)]);
    expect(runs).toBe(1);
  });

  it('retries a failing job later and marks it failed after its last attempt', async () => {
    const app = server().app;
    app.jobs.register('test.fail', async () => {
      throw new Error('nope');
    });
    const id = await app.jobs.enqueue(app.db, 'test.fail', null, { maxAttempts: 2 });
    await runDueJobs(app);
    let job = await jobsDb(app.db)
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ attempts: 1, last_error: 'nope', failed_at: null });
    expect(job.run_at > new Date().toISOString()).toBe(true);
    await jobsDb(app.db)
      .updateTable('jobs')
      .set({ run_at: new Date(0).toISOString() })
      .where('id', '=', id)
      .execute();
    await runDueJobs(app);
    job = await jobsDb(app.db)
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(job.attempts).toBe(2);
    expect(job.failed_at).not.toBeNull();
  });

  describe('given a recurring task', () => {
    it('runs it once per period and logs each run with its status and message', async () => {
      const app = server().app;
      let calls = 0;
      app.jobs.schedule('test.every-hour', 60 * 60_000, async () => {
        calls += 1;
        return `run ${calls}`;
      });
      app.jobs.schedule('test.broken', 60 * 60_000, async () => {
        throw new Error('broken task');
      });
      await Promise.all([runDueJobs(app), runDueJobs(app)]);
      await runDueJobs(app);
      expect(calls).toBe(1);
      const log = await jobsDb(app.db)
        .selectFrom('schedule_log')
        .selectAll()
        .where('job', 'like', 'test.%')
        .orderBy('id')
        .execute();
      expect(log.map((l) => [l.job, l.status, l.message])).toEqual([
        ['test.every-hour', 'success', 'run 1'],
        ['test.broken', 'failed', 'broken task'],
      ]);
      expect(log.every((l) => l.finished_at)).toBe(true);
    });
  });

  describe('GET admin/schedule-log', () => {
    it('shows admins each job with its next run and its runs, newest first', async () => {
      const app = server().app;
      app.jobs.schedule('test.logged', 60 * 60_000, async () => 'logged run');
      await runDueJobs(app);
      const admin = await signIn(server(), await createUser(server(), { roles: ['admin'] }));
      const { status, json } = await admin.get('/api/v1/admin/schedule-log?job=test.logged');
      expect(status).toBe(200);
      expect(json.pagination.data).toEqual([
        expect.objectContaining({ job: 'test.logged', status: 'success', message: 'logged run' }),
      ]);
      expect(json.schedules.map((s: { name: string }) => s.name)).toContain('test.logged');
      expect((await admin.get('/api/v1/admin/schedule-log?perPage=500')).status).toBe(422);
    });

    it('refuses a guest (401) and a user without logs.view (403)', async () => {
      expect((await new Browser(server()).get('/api/v1/admin/schedule-log')).status).toBe(401);
      const user = await signIn(server(), await createUser(server()));
      expect((await user.get('/api/v1/admin/schedule-log')).status).toBe(403);
    });
  });
});
