/** Reading Chromium traces recorded by Playwright's `browser.startTracing`. */

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

/**
 * The renderer main thread's tasks (the thread with most task time; `tdur` is CPU time)
 * and the user-timing marks, by name, as trace timestamps.
 */
export function mainThreadTasks(trace: Buffer): {
  tasks: TraceEvent[];
  marks: Map<string, number>;
} {
  const parsed = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] };
  const tasks = parsed.traceEvents.filter((e) => e.name === 'RunTask' && e.ph === 'X');
  const perThread = new Map<string, number>();
  for (const t of tasks) {
    const id = `${t.pid}:${t.tid}`;
    perThread.set(id, (perThread.get(id) ?? 0) + (t.dur ?? 0));
  }
  const main = [...perThread].sort((a, b) => b[1] - a[1])[0]?.[0];
  const marks = new Map<string, number>();
  for (const e of parsed.traceEvents) {
    if (e.ph === 'R' || e.ph === 'I' || e.ph === 'n') marks.set(e.name, e.ts);
  }
  return { tasks: tasks.filter((t) => `${t.pid}:${t.tid}` === main), marks };
}
