import { bindSchemas, defineApi, signedIn } from '@coffer/contract';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppInstance } from '../../app';
import { HttpProblem } from '../../platform/http/errors';
import { route } from './endpoint-route';

const params = z.object({ id: z.coerce.number({ error: 'The id must be a number.' }).int() });
const body = z.object({ name: z.string({ error: 'The name field is required.' }).min(1) });
const answer = z.object({ id: z.number(), name: z.string() });
const api = defineApi<{
  rename: { params: typeof params; body: typeof body; response: typeof answer };
}>()('demo', { rename: { method: 'PUT', path: '/demo/:id', access: signedIn } });
const demo = bindSchemas(api, { rename: { summary: 'Rename', params, body, response: answer } });

/** A bare Fastify with the app's error shape, a signed-in user when `x-user` is sent. */
async function appWith(handler: Parameters<typeof route<typeof demo.rename>>[2]) {
  const app = Fastify();
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    if (request.headers['x-user']) request.user = { id: 1 } as never;
  });
  app.setErrorHandler((error, _request, reply) => {
    const problem = error instanceof HttpProblem ? error : new HttpProblem(500, 'Server error.');
    return reply.status(problem.status).send(problem.toPayload());
  });
  route(app as unknown as AppInstance, demo.rename, handler);
  await app.ready();
  return app;
}

const put = (
  app: Awaited<ReturnType<typeof appWith>>,
  url: string,
  payload: unknown,
  user = true,
) =>
  app.inject({
    method: 'PUT',
    url,
    payload: payload as object,
    headers: user ? { 'x-user': '1' } : {},
  });

describe('route (an endpoint of the contract’s map)', () => {
  it('parses params and body with their schemas and answers the parsed result', async () => {
    const app = await appWith(async ({ params: { id }, body: { name } }) => ({ id, name }));
    const response = await put(app, '/demo/4', { name: 'Plans' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 4, name: 'Plans' });
  });

  it('refuses a guest with 401 before the handler runs', async () => {
    let ran = false;
    const app = await appWith(async () => {
      ran = true;
      return { id: 1, name: 'x' };
    });
    expect((await put(app, '/demo/4', { name: 'Plans' }, false)).statusCode).toBe(401);
    expect(ran).toBe(false);
  });

  it('answers 422 with a message per field for bad params or body', async () => {
    const app = await appWith(async () => ({ id: 1, name: 'x' }));
    const response = await put(app, '/demo/abc', {});
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ id: ['The id must be a number.'] });
    const bad = await put(app, '/demo/4', {});
    expect(bad.json().errors).toEqual({ name: ['The name field is required.'] });
  });

  it('answers 500, never the half-checked answer, when the result does not match', async () => {
    const app = await appWith(async () => ({ id: 1 }) as never);
    const response = await put(app, '/demo/4', { name: 'Plans' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'The server could not produce a valid answer.' });
  });
});
