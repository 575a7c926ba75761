import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorPayloadSchema, type TraceFrame } from '@coffer/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/auth';
import { describeServer } from '../../../test/harness';
import { type AppInstance, buildApp } from '../../app';
import { loadConfig } from '../../config';
import { appendErrorLog, buildIgnitionTrace } from './ignition-trace';

class BrokenWidgetError extends Error {}

/**
 * A real server (SQLite) with one extra route that fails unexpectedly: no production
 * route fails on purpose, so the test adds one before the server starts listening.
 */
async function serverWithFailingRoute(debug: boolean) {
  const dataDir = mkdtempSync(join(tmpdir(), 'coffer-trace-'));
  const app: AppInstance = await buildApp(
    loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: join(dataDir, 'web'),
      APP_DEBUG: debug ? 'true' : 'false',
    }),
    { logger: false, generateAdmin: false },
  );
  app.get('/api/v1/test-failure', async () => {
    throw new BrokenWidgetError('The widget fell over');
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    fetch: (path: string) => fetch(`${url}${path}`),
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('500 answers', () => {
  let close = async () => {};
  afterEach(async () => close());

  it('given APP_DEBUG on, carry an ignitionTrace with the class, message, frames and snippets', async () => {
    const server = await serverWithFailingRoute(true);
    close = server.close;
    const response = await server.fetch('/api/v1/test-failure');
    expect(response.status).toBe(500);
    const payload = errorPayloadSchema.parse(await response.json());
    expect(payload.message).toBe('Server Error');
    const trace = payload.ignitionTrace!;
    expect(trace.exception).toBe('BrokenWidgetError');
    expect(trace.message).toBe('The widget fell over');

    const first = trace.trace[0] as TraceFrame;
    expect(first.flatIndex).toBe(0);
    expect(first.path.join('/')).toMatch(/ignition-trace\.test\.ts$/);
    expect(Object.values(first.codeSnippet).join('\n')).toContain(
      "throw new BrokenWidgetError('The widget fell over')",
    );
    expect(Object.keys(first.codeSnippet)).toContain(String(first.lineNumber));

    // Fastify's own frames follow, grouped; no two vendor groups are adjacent.
    const groups = trace.trace.filter((entry) => 'vendorGroup' in entry);
    expect(groups.length).toBe(trace.totalVendorGroups);
    expect(trace.totalVendorGroups).toBeGreaterThan(0);
    trace.trace.forEach((entry, index) => {
      if ('vendorGroup' in entry)
        expect(trace.trace[index + 1] ?? {}).not.toHaveProperty('vendorGroup');
    });
    const flat = trace.trace.flatMap((entry) => ('vendorGroup' in entry ? entry.items : [entry]));
    expect(flat.map((frame) => frame.flatIndex)).toEqual(flat.map((_, index) => index));
  });

  it('given APP_DEBUG off, say only "Server Error" and keep the stack in the error log', async () => {
    const server = await serverWithFailingRoute(false);
    close = server.close;
    const response = await server.fetch('/api/v1/test-failure');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'Server Error' });
    const { readFile } = await import('node:fs/promises');
    const log = await readFile(join(server.app.config.dataDir, 'logs', 'error.log'), 'utf8');
    expect(log).toContain('GET /api/v1/test-failure BrokenWidgetError');
    expect(log).toContain('The widget fell over');
  });
});

describe('buildIgnitionTrace', () => {
  it('groups consecutive node_modules frames and leaves unreadable files without a snippet', () => {
    const error = new TypeError('x is undefined');
    error.stack = [
      'TypeError: x is undefined',
      '    at handler (/srv/app/src/routes.ts:10:5)',
      '    at run (/srv/app/node_modules/fastify/lib/a.js:1:1)',
      '    at async next (/srv/app/node_modules/fastify/lib/b.js:2:1)',
      '    at main (/srv/app/src/main.ts:3:1)',
      '    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)',
    ].join('\n');
    const trace = buildIgnitionTrace(error, '/srv/app');
    expect(trace.exception).toBe('TypeError');
    expect(trace.totalVendorGroups).toBe(2);
    expect(trace.trace).toEqual([
      {
        path: ['src', 'routes.ts'],
        lineNumber: 10,
        method: 'handler',
        flatIndex: 0,
        codeSnippet: {},
      },
      {
        vendorGroup: true,
        items: [
          expect.objectContaining({
            method: 'run',
            flatIndex: 1,
            path: ['node_modules', 'fastify', 'lib', 'a.js'],
          }),
          expect.objectContaining({ method: 'next', flatIndex: 2 }),
        ],
      },
      expect.objectContaining({ method: 'main', flatIndex: 3 }),
      { vendorGroup: true, items: [expect.objectContaining({ flatIndex: 4, lineNumber: 95 })] },
    ]);
  });
});

describeServer('GET api/v1/logs/error/download-latest', (server) => {
  it('refuses a guest (401) and a user without logs.view (403)', async () => {
    expect((await server().fetch('/api/v1/logs/error/download-latest')).status).toBe(401);
    const browser = await signIn(server(), await createUser(server()));
    expect((await browser.get('/api/v1/logs/error/download-latest')).status).toBe(403);
  });

  it('gives an admin the latest error log as a download', async () => {
    await appendErrorLog(server().app, new RangeError('Quota math broke'), {
      method: 'POST',
      url: '/api/v1/uploads',
    });
    const admin = await createUser(server(), { roles: ['admin'] });
    const browser = await signIn(server(), admin);
    const response = await server().fetch('/api/v1/logs/error/download-latest', {
      headers: { cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('attachment');
    const text = await response.text();
    expect(text).toContain('POST /api/v1/uploads');
    expect(text).toContain('RangeError: Quota math broke');
  });
});
