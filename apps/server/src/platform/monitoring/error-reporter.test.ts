import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { describeServer } from '../../../test/harness';
import { signInAsAdmin } from '../../modules/admin/admin.test-support';
import { createErrorReporter, TRACE_SAMPLE_RATE } from './error-reporter';

/** An error-reporting endpoint on loopback that keeps what it receives. */
const received: Array<Record<string, unknown>> = [];
const collector = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    received.push(JSON.parse(body) as Record<string, unknown>);
    response.end('ok');
  });
});
let endpoint = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}/report`;
});
afterAll(() => new Promise<void>((resolve) => collector.close(() => resolve())));

it('sends nothing without an endpoint, every error and a 0.2 sample of timings with one', async () => {
  received.length = 0;
  let next = 0;
  const draws = [0.1, 0.5, 0.19, 0.2];
  const reporter = createErrorReporter({ random: () => draws[next++ % draws.length]! });
  reporter.report(new Error('unseen'), { method: 'GET', url: '/a' });
  await reporter.flush();
  expect(received).toEqual([]);
  reporter.setEndpoint(endpoint);
  reporter.report(new TypeError('broken'), { method: 'POST', url: '/api/v1/x/:id' });
  for (let i = 0; i < 4; i++) {
    reporter.trace({ method: 'GET', url: '/api/v1/y', status: 200, durationMs: 3 });
  }
  await reporter.flush();
  expect(TRACE_SAMPLE_RATE).toBe(0.2);
  expect(received.filter((r) => r.type === 'error')).toEqual([
    expect.objectContaining({
      exception: expect.objectContaining({ type: 'TypeError', value: 'broken' }),
      request: { method: 'POST', url: '/api/v1/x/:id' },
    }),
  ]);
  // Draws 0.1 and 0.19 fall under the rate; 0.5 and 0.2 do not.
  expect(received.filter((r) => r.type === 'transaction')).toHaveLength(2);
});

describeServer('error reporting', (server) => {
  it('reports a server error to the endpoint an admin sets, by its route pattern, from the next request on', async () => {
    received.length = 0;
    const { browser } = await signInAsAdmin(server());
    const saved = await browser.post('/api/v1/settings', {
      server: { 'logging.error_endpoint': endpoint },
    });
    expect(saved.status).toBe(200);
    const app = server().app;
    const broken = vi.spyOn(app.settings, 'all').mockRejectedValueOnce(new Error('disk on fire'));
    const response = await browser.get('/api/v1/bootstrap-data');
    broken.mockRestore();
    expect(response.status).toBe(500);
    await app.errorReporter.flush();
    const errors = received.filter((r) => r.type === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      exception: { type: 'Error', value: 'disk on fire' },
      request: { method: 'GET', url: '/api/v1/bootstrap-data' },
    });
    await browser.post('/api/v1/settings', { server: { 'logging.error_endpoint': null } });
  });
});
