import type { AppInstance } from '../../app';
import { HttpProblem } from '../../platform/http/errors';
import { findSchedule, latestRunId, makeScheduleDue, runAfter } from './repo';

/**
 * Runs a recurring job now, through the scheduler itself: the job is made due and the
 * scheduler claims it, runs it and writes the run to the schedule log exactly as a timed run
 * (its next run then counts from now). Whatever else is due runs too, as the worker would
 * have run it within seconds. Answers the new run.
 */
export async function runScheduledJobNow(app: AppInstance, job: string) {
  if (!(await findSchedule(app.db, job))) {
    throw new HttpProblem(404, 'There is no scheduled job of that name.');
  }
  const before = await latestRunId(app.db, job);
  if (!(await makeScheduleDue(app.db, job, app.clock.iso()))) {
    throw new HttpProblem(409, 'This job is running already.');
  }
  await app.jobs.runDue();
  // Another instance's worker may have claimed it first: its run is the answer then.
  const run = await runAfter(app.db, job, before);
  if (!run) throw new HttpProblem(409, 'This job does not run on this server.');
  return { run };
}
