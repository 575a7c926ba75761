import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { logsEndpoints } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { Browser } from '../../../test/auth';
import { describeServer, type TestServer } from '../../../test/harness';
import { appendErrorLog, errorLogFile } from '../../platform/http/ignition-trace';
import { jobsDb, runDueJobs } from '../../platform/jobs';
import { signInAsAdmin, signInOutsiders } from '../admin/admin.test-support';
import { parseErrorLog } from './error-log';

/** Every call of the logs screen, with its `:job` or `:id` filled in. */
const logsCalls = Object.values(logsEndpoints).map((e) => ({
  id: e.id,
  method: e.method,
  path: e.path.replace(':job', 'test.logs-guarded').replace(':id', '1'),
}));

async function scheduleRuns(server: TestServer, job: string) {
  return jobsDb(server.app.db)
    .selectFrom('schedule_log')
    .selectAll()
    .where('job', '=', job)
    .orderBy('id')
    .execute();
}

describeServer('logs', (server) => {
  describe('every logs endpoint', () => {
    it('answers a guest 401, a plain user 403 and an admin.access holder without logs.view 403, running nothing', async () => {
      let runs = 0;
      server().app.jobs.schedule('test.logs-guarded', 60 * 60_000, async () => {
        runs += 1;
        return undefined;
      });
      await runDueJobs(server().app);
      const { plain, panelOnly } = await signInOutsiders(server());
      expect(logsCalls).toHaveLength(4);
      for (const call of logsCalls) {
        const guest = await new Browser(server()).request(call.method, call.path);
        expect(guest.status, `${call.id} as a guest`).toBe(401);
        const user = await plain.request(call.method, call.path);
        expect(user.status, `${call.id} as a plain user`).toBe(403);
        const panel = await panelOnly.request(call.method, call.path);
        expect(panel.status, `${call.id} with admin.access only`).toBe(403);
      }
      expect(runs).toBe(1);
      expect(await scheduleRuns(server(), 'test.logs-guarded')).toHaveLength(1);
    });
  });

  describe('POST logs/schedule/{job}/run', () => {
    it('runs the job now, logs the run as a scheduled one and answers it', async () => {
      let calls = 0;
      server().app.jobs.schedule('test.logs-run-now', 60 * 60_000, async () => {
        calls += 1;
        return `run ${calls}`;
      });
      await runDueJobs(server().app);
      const { browser } = await signInAsAdmin(server());
      const { status, json } = await browser.post('/api/v1/logs/schedule/test.logs-run-now/run');
      expect(status).toBe(200);
      expect(json.run).toMatchObject({
        job: 'test.logs-run-now',
        status: 'success',
        message: 'run 2',
      });
      expect(json.run.finished_at).not.toBeNull();
      const log = await scheduleRuns(server(), 'test.logs-run-now');
      expect(log.map((run) => [run.id, run.status, run.message])).toEqual([
        [log[0]!.id, 'success', 'run 1'],
        [json.run.id, 'success', 'run 2'],
      ]);
      const schedule = await jobsDb(server().app.db)
        .selectFrom('schedules')
        .selectAll()
        .where('name', '=', 'test.logs-run-now')
        .executeTakeFirstOrThrow();
      expect(schedule.locked_until).toBeNull();
      expect(schedule.next_run_at > json.run.started_at).toBe(true);
    });

    it('answers a failing job’s run as failed, with its error', async () => {
      server().app.jobs.schedule('test.logs-run-broken', 60 * 60_000, async () => {
        throw new Error('broken on purpose');
      });
      await runDueJobs(server().app);
      const { browser } = await signInAsAdmin(server());
      const { status, json } = await browser.post('/api/v1/logs/schedule/test.logs-run-broken/run');
      expect(status).toBe(200);
      expect(json.run).toMatchObject({ status: 'failed', message: 'broken on purpose' });
    });

    it('answers 404 for a job that was never scheduled', async () => {
      const { browser } = await signInAsAdmin(server());
      const { status } = await browser.post('/api/v1/logs/schedule/no.such-job/run');
      expect(status).toBe(404);
    });
  });

  describe('GET logs/error', () => {
    it('pages the entries the server wrote, newest first, keeping unreadable lines', async () => {
      const app = server().app;
      const file = errorLogFile(app);
      await mkdir(dirname(file), { recursive: true });
      // The rotated file holds the older entries, one of them after a damaged line.
      await writeFile(
        `${file}.1`,
        'garbage before any entry\n[2026-01-01T10:00:00.000Z] production.WARNING: disk nearly full\n\n',
      );
      await writeFile(file, '');
      await appendErrorLog(app, new TypeError('first failure'), {
        method: 'GET',
        url: '/api/v1/a',
      });
      await appendErrorLog(app, new RangeError('second failure'), {
        method: 'POST',
        url: '/api/v1/b?x=1',
      });
      const { browser } = await signInAsAdmin(server());
      const first = await browser.get('/api/v1/logs/error?page=1&perPage=2');
      expect(first.status).toBe(200);
      expect(first.json.pagination).toMatchObject({ total: 4, last_page: 2, current_page: 1 });
      const [newest, older] = first.json.pagination.data;
      expect(newest).toMatchObject({
        id: 1,
        level: 'error',
        message: 'second failure',
        context: { method: 'POST', url: '/api/v1/b?x=1', exception: 'RangeError' },
      });
      expect(newest.details).toMatch(/^\s+at /);
      expect(Date.parse(newest.datetime)).not.toBeNaN();
      expect(older).toMatchObject({ id: 2, message: 'first failure' });
      const second = await browser.get('/api/v1/logs/error?page=2&perPage=2');
      expect(
        second.json.pagination.data.map((e: { level: string; message: string }) => [
          e.level,
          e.message,
        ]),
      ).toEqual([
        ['warning', 'disk nearly full'],
        ['unknown', 'garbage before any entry'],
      ]);
      expect((await browser.get('/api/v1/logs/error?perPage=500')).status).toBe(422);
    });

    it('reads a header whose time cannot be read as a line of the entry before it', () => {
      const entries = parseErrorLog(
        '[2026-02-01T00:00:00.000Z] GET /x Error\nError: boom\n    at f (a.ts:1:1)\n[not a time] stray\n',
      );
      expect(entries).toEqual([
        {
          level: 'error',
          message: 'boom',
          datetime: '2026-02-01T00:00:00.000Z',
          context: { method: 'GET', url: '/x', exception: 'Error' },
          details: '    at f (a.ts:1:1)\n[not a time] stray',
        },
      ]);
    });
  });

  describe('GET logs/outgoing-email', () => {
    it('lists sent messages without their bodies, searched by subject or recipient', async () => {
      const app = server().app;
      const tag = `logs${Date.now()}`;
      await app.mailer.send(`ada-${tag}@example.com`, {
        subject: `Welcome ${tag}`,
        text: 'Hello Ada',
        html: '<p>Hello <b>Ada</b></p>',
      });
      await app.mailer.send(`grace-${tag}@example.com`, {
        subject: `Reset your password ${tag}`,
        text: 'Reset',
        html: '<p>Reset</p>',
      });
      const { browser } = await signInAsAdmin(server());
      const all = await browser.get(`/api/v1/logs/outgoing-email?query=${tag}`);
      expect(all.status).toBe(200);
      expect(all.json.pagination.total).toBe(2);
      expect(all.json.pagination.data[0]).toEqual({
        id: expect.any(Number),
        to: `grace-${tag}@example.com`,
        subject: `Reset your password ${tag}`,
        status: 'logged',
        error: null,
        created_at: expect.any(String),
      });
      const bySubject = await browser.get(
        `/api/v1/logs/outgoing-email?query=${encodeURIComponent(`WELCOME ${tag}`)}`,
      );
      expect(bySubject.json.pagination.data.map((e: { to: string }) => e.to)).toEqual([
        `ada-${tag}@example.com`,
      ]);
      const byRecipient = await browser.get(`/api/v1/logs/outgoing-email?query=grace-${tag}`);
      expect(byRecipient.json.pagination.total).toBe(1);
      const failedOnly = await browser.get(
        `/api/v1/logs/outgoing-email?query=${tag}&filters=${encodeURIComponent('{"status":"failed"}')}`,
      );
      expect(failedOnly.json.pagination.total).toBe(0);

      const shown = await browser.get(
        `/api/v1/logs/outgoing-email/${bySubject.json.pagination.data[0].id}`,
      );
      expect(shown.status).toBe(200);
      expect(shown.json.email).toMatchObject({
        to: `ada-${tag}@example.com`,
        html: '<p>Hello <b>Ada</b></p>',
        text: 'Hello Ada',
      });
      expect((await browser.get('/api/v1/logs/outgoing-email/999999')).status).toBe(404);
    });
  });
});
