import { healthResponseSchema, readinessResponseSchema } from '@coffer/contract';
import { expect, it } from 'vitest';
import { describeServer } from '../../../test/harness';

describeServer('GET api/v1/health', (server, kind) => {
  it('answers ok after a round trip to the database', async () => {
    const response = await server().fetch('/api/v1/health');
    expect(response.status).toBe(200);
    const body = healthResponseSchema.parse(await response.json());
    expect(body.database).toBe(kind);
  });

  it('is ready once the database, the storage and the rate-limit store answer', async () => {
    const response = await server().fetch('/api/v1/health/ready');
    expect(response.status).toBe(200);
    expect(readinessResponseSchema.parse(await response.json()).checks.storage).toBe('ok');
  });

  it('is not ready (503) while the storage does not answer', async () => {
    const app = server().app;
    const current = app.storages.current;
    app.storages.current = async () => {
      throw new Error('bucket unreachable');
    };
    try {
      const response = await server().fetch('/api/v1/health/ready');
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ message: 'Not ready: the storage does not answer.' });
    } finally {
      app.storages.current = current;
    }
    expect((await server().fetch('/api/v1/health/ready')).status).toBe(200);
  });

  it('sends the security headers', async () => {
    const response = await server().fetch('/api/v1/health');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
  });

  it('answers an unknown API path with a JSON 404, never the app page', async () => {
    const response = await server().fetch('/api/v1/no-such-thing');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found.' });
  });
});
