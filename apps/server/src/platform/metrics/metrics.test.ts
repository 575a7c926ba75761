import { describe, expect, it } from 'vitest';
import { describeServer } from '../../../test/harness';
import { signedInUser, uploadMultipart } from '../../modules/drive/uploads/upload.test-support';
import { runDueJobs } from '../jobs';

const TOKEN = 'metrics-token-for-tests-0123456789';

/** The value of one sample line (`name{labels} value`), or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}) {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`))) {
      return Number(line.slice(line.lastIndexOf(' ') + 1));
    }
  }
  return undefined;
}

describeServer(
  'metrics (Prometheus)',
  (server) => {
    const session = signedInUser(server);
    const scrape = (authorization?: string) =>
      server().fetch('/metrics', { headers: authorization ? { authorization } : {} });

    it('answers only the configured Bearer token', async () => {
      expect((await scrape()).status).toBe(401);
      expect((await scrape('Bearer not-the-token-at-all-here')).status).toBe(401);
      const res = await scrape(`Bearer ${TOKEN}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain');
      expect(await res.text()).toContain('coffer_process_cpu_user_seconds_total');
    });

    it('counts requests by route pattern (never the URL), uploads, jobs and the queue', async () => {
      await server().fetch('/api/v1/health');
      const bytes = new TextEncoder().encode('twelve bytes');
      const res = await uploadMultipart(server().url, session.browser, 'counted.txt', bytes);
      expect(res.status).toBe(200);
      const before = await (await scrape(`Bearer ${TOKEN}`)).text();
      expect(
        sample(before, 'coffer_http_request_duration_seconds_count', {
          method: 'GET',
          route: '/api/v1/health',
          status: '200',
        }),
      ).toBeGreaterThanOrEqual(1);
      expect(sample(before, 'coffer_uploads_total', { storage: 'local' })).toBe(1);
      expect(sample(before, 'coffer_upload_bytes_total', { storage: 'local' })).toBe(12);
      // The upload queued its search-text job; running it empties the queue.
      expect(sample(before, 'coffer_job_queue_depth')).toBeGreaterThanOrEqual(1);
      await runDueJobs(server().app);
      const after = await (await scrape(`Bearer ${TOKEN}`)).text();
      expect(sample(after, 'coffer_job_queue_depth')).toBe(0);
      expect(after).toMatch(/coffer_job_runs_total\{type="[^"]+",outcome="success"\} \d+/);
      expect(after).toMatch(/coffer_scheduled_task_runs_total\{task="[^"]+",outcome="success"\}/);
    });
  },
  { METRICS_TOKEN: TOKEN },
);

describe('metrics without a token', () => {
  describeServer('metrics off', (server) => {
    it('has no endpoint (404)', async () => {
      const res = await server().fetch('/metrics', {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.status).toBe(404);
    });
  });
});
