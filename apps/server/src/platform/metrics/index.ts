import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * What an instance counts for Prometheus (issue 30): its requests by route pattern and
 * status with their latency, uploads and their bytes, job and scheduled-task runs, how many
 * jobs wait, and Node's own figures. Each instance answers for itself at `GET /metrics`;
 * Prometheus scrapes every instance and sums them.
 */
export function createMetrics(
  queueDepth: () => Promise<number>,
  { nodeFigures }: { nodeFigures: boolean },
) {
  const registry = new Registry();
  // Node's figures watch the event loop and the GC all the time: only when someone scrapes.
  if (nodeFigures) collectDefaultMetrics({ register: registry, prefix: 'coffer_' });
  const requests = new Histogram({
    name: 'coffer_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status code, and how long they took.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const uploads = new Counter({
    name: 'coffer_uploads_total',
    help: 'Files uploaded (web, API, tus, WebDAV, file requests), by storage driver.',
    labelNames: ['storage'] as const,
    registers: [registry],
  });
  const uploadBytes = new Counter({
    name: 'coffer_upload_bytes_total',
    help: 'Bytes of the files uploaded, by storage driver.',
    labelNames: ['storage'] as const,
    registers: [registry],
  });
  const jobs = new Counter({
    name: 'coffer_job_runs_total',
    help: 'Queued jobs run by this instance, by type and outcome.',
    labelNames: ['type', 'outcome'] as const,
    registers: [registry],
  });
  const tasks = new Counter({
    name: 'coffer_scheduled_task_runs_total',
    help: 'Scheduled tasks run by this instance, by task and outcome.',
    labelNames: ['task', 'outcome'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'coffer_job_queue_depth',
    help: 'Jobs waiting in the queue (all instances share it), read at each scrape.',
    registers: [registry],
    async collect() {
      this.set(await queueDepth());
    },
  });
  return {
    registry,
    /** Records one answered request (`route`: the pattern, never the URL with its tokens). */
    request(method: string, route: string, status: number, seconds: number) {
      requests.observe({ method, route, status: String(status) }, seconds);
    },
    upload(storage: string, bytes: number) {
      uploads.inc({ storage });
      uploadBytes.inc({ storage }, bytes);
    },
    job(type: string, outcome: 'success' | 'failed') {
      jobs.inc({ type, outcome });
    },
    task(task: string, outcome: 'success' | 'failed') {
      tasks.inc({ task, outcome });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
