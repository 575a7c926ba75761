import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  HUMAN_CHECK_FAILED_MESSAGE,
  HUMAN_CHECK_HEADER,
  humanCheckChallengeResponseSchema,
  type ProofOfWorkChallenge,
} from '@coffer/contract';
import fastifyCookie from '@fastify/cookie';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestServer, type TestServer } from '../../../test/harness';
import type { AppInstance } from '../../app';
import { HttpProblem } from '../http/errors';
import { requireHumanCheck, VERIFY_LIMIT_PER_MINUTE } from '.';
import { POW_COST, POW_MAX_ATTEMPTS } from './proof-of-work';

/** Solves a challenge as the browser widget would, and encodes it as the client sends it. */
async function solve(challenge: ProofOfWorkChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

async function fetchChallenge(server: TestServer): Promise<ProofOfWorkChallenge> {
  const response = await server.fetch('/api/v1/human-check/challenge');
  expect(response.status).toBe(200);
  const body = humanCheckChallengeResponseSchema.parse(await response.json());
  if (body.provider !== 'altcha') throw new Error(`expected altcha, got ${body.provider}`);
  return body.challenge;
}

/** A double-submit XSRF pair, taken from the server when it hands one out. */
async function xsrfHeaders(server: TestServer): Promise<Record<string, string>> {
  const response = await server.fetch('/api/v1/bootstrap-data');
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('XSRF-TOKEN='));
  const value = cookie ? decodeURIComponent(cookie.slice('XSRF-TOKEN='.length)) : 'test-xsrf';
  return {
    cookie: `XSRF-TOKEN=${encodeURIComponent(value)}`,
    'x-xsrf-token': value,
    'content-type': 'application/json',
  };
}

async function verify(server: TestServer, token: unknown, cookie = '') {
  const headers = await xsrfHeaders(server);
  if (cookie) headers.cookie = `${headers.cookie}; ${cookie}`;
  return server.fetch('/api/v1/recaptcha/verify', {
    method: 'POST',
    headers,
    body: JSON.stringify({ token }),
  });
}

interface Guard {
  url: string;
  close(): Promise<void>;
}

/**
 * A route guarded by requireHumanCheck(app, request, 'contact') on its own listener, as
 * the contact route will be: the app under test is already listening and takes no new
 * routes, so this one borrows its database and settings.
 */
async function startGuardedRoute(app: AppInstance): Promise<Guard> {
  const guard = Fastify();
  await guard.register(fastifyCookie);
  guard.setErrorHandler(async (error, _request, reply) => {
    if (error instanceof HttpProblem) return reply.code(error.status).send(error.toPayload());
    throw error;
  });
  guard.post('/contact', async (request) => {
    await requireHumanCheck(app, request, 'contact');
    return { ok: true };
  });
  const url = await guard.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: () => guard.close() };
}

async function guarded(guard: Guard, headers: Record<string, string> = {}) {
  return fetch(`${guard.url}/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: '{}',
  });
}

function passCookie(response: Response): string {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('human_check_pass='));
  if (!cookie) throw new Error('no pass cookie');
  return cookie.split(';')[0]!;
}

/** A stand-in for Google's siteverify: "human" scores 0.9, "bot" 0.1, anything else fails. */
async function startFakeRecaptcha() {
  const received: URLSearchParams[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const form = new URLSearchParams(body);
      received.push(form);
      const token = form.get('response');
      const secretOk = form.get('secret') === 'test-secret';
      const answer =
        secretOk && token === 'human'
          ? { success: true, score: 0.9, action: 'register' }
          : secretOk && token === 'bot'
            ? { success: true, score: 0.1, action: 'register' }
            : { success: false, 'error-codes': ['invalid-input-response'] };
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(answer));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

for (const kind of databaseKinds()) {
  describe(`human check with the built-in proof of work [${kind}]`, () => {
    let server: TestServer;
    let cleanup: () => Promise<void>;
    let guard: Guard;
    beforeAll(async () => {
      ({ server, cleanup } = await startTestServer(kind));
      guard = await startGuardedRoute(server.app);
      await server.app.settings.set('recaptcha.enable.contact', true);
    });
    afterAll(async () => {
      await guard.close();
      await cleanup();
    });

    it('hands out a signed, expiring PBKDF2 challenge whose work is bounded to a fraction of a second', async () => {
      const challenge = await fetchChallenge(server);
      expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
      expect(challenge.signature).toBeTruthy();
      expect(challenge.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000);
      // Work = attempts × PBKDF2 iterations; counted rather than timed, so a busy machine
      // cannot fail it (1,500 × 500 iterations is ~200 ms in Node or a browser).
      expect(challenge.parameters.cost).toBe(POW_COST);
      const { solution } = JSON.parse(Buffer.from(await solve(challenge), 'base64').toString());
      expect(solution.counter).toBeLessThanOrEqual(POW_MAX_ATTEMPTS);
    });

    it('given a solved challenge, verify answers success and sets a pass cookie', async () => {
      const response = await verify(server, await solve(await fetchChallenge(server)));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true });
      const setCookie = response.headers.getSetCookie().join('\n');
      expect(setCookie).toMatch(/human_check_pass=[^;]+;.*HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Lax/i);
    });

    it('accepts a solved challenge only once (replay is refused)', async () => {
      const token = await solve(await fetchChallenge(server));
      expect(await (await verify(server, token)).json()).toEqual({ success: true });
      const replay = await verify(server, token);
      expect(await replay.json()).toEqual({ success: false });
      expect(replay.headers.getSetCookie().join('')).not.toContain('human_check_pass');
    });

    it('refuses a wrong derived key, a tampered challenge and a token that is not a payload', async () => {
      const challenge = await fetchChallenge(server);
      const good = JSON.parse(Buffer.from(await solve(challenge), 'base64').toString());
      const key: string = good.solution.derivedKey;
      const wrongKey = {
        ...good,
        solution: {
          ...good.solution,
          derivedKey: `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}`,
        },
      };
      const cheaper = {
        ...good,
        challenge: { ...good.challenge, parameters: { ...good.challenge.parameters, cost: 1 } },
      };
      for (const payload of [wrongKey, cheaper]) {
        const token = Buffer.from(JSON.stringify(payload)).toString('base64');
        expect(await (await verify(server, token)).json()).toEqual({ success: false });
      }
      expect(await (await verify(server, 'not-base64-json')).json()).toEqual({ success: false });
      // Failed attempts do not use the challenge up: its real solution still passes.
      const real = Buffer.from(JSON.stringify(good)).toString('base64');
      expect(await (await verify(server, real)).json()).toEqual({ success: true });
    });

    it('answers 422 with a field message when the token is missing or not a string', async () => {
      for (const token of ['', undefined, 42]) {
        const response = await verify(server, token);
        expect(response.status).toBe(422);
        const body = (await response.json()) as { errors: Record<string, string[]> };
        expect(body.errors.token?.length).toBe(1);
      }
    });

    it('limits verify calls per address with 429 and Retry-After', async () => {
      const headers = { ...(await xsrfHeaders(server)), 'x-forwarded-for': '203.0.113.7' };
      const call = () =>
        server.fetch('/api/v1/recaptcha/verify', {
          method: 'POST',
          headers,
          body: JSON.stringify({ token: 'x' }),
        });
      for (let i = 0; i < VERIFY_LIMIT_PER_MINUTE; i++) expect((await call()).status).toBe(200);
      const refused = await call();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it('given the check is on for an action, refuses a call without proof with the exact message', async () => {
      const response = await guarded(guard);
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ message: HUMAN_CHECK_FAILED_MESSAGE });
    });

    it('lets one guarded call through with a pass from verify, and only one', async () => {
      const cookie = passCookie(await verify(server, await solve(await fetchChallenge(server))));
      const first = await guarded(guard, { cookie });
      expect(first.status).toBe(200);
      expect(await first.json()).toEqual({ ok: true });
      const second = await guarded(guard, { cookie });
      expect(second.status).toBe(422);
      expect(await guarded(guard, { cookie: 'human_check_pass=forged' })).toHaveProperty(
        'status',
        422,
      );
    });

    it('accepts a solved challenge sent straight to the guarded call in the header, once', async () => {
      const token = await solve(await fetchChallenge(server));
      expect((await guarded(guard, { [HUMAN_CHECK_HEADER]: token })).status).toBe(200);
      expect((await guarded(guard, { [HUMAN_CHECK_HEADER]: token })).status).toBe(422);
    });

    it('given the check is off for the action, lets the call through without proof', async () => {
      await server.app.settings.set('recaptcha.enable.contact', false);
      try {
        expect((await guarded(guard)).status).toBe(200);
      } finally {
        await server.app.settings.set('recaptcha.enable.contact', true);
      }
    });
  });

  describe(`human check with reCAPTCHA v3 [${kind}]`, () => {
    let server: TestServer;
    let cleanup: () => Promise<void>;
    let guard: Guard;
    let google: Awaited<ReturnType<typeof startFakeRecaptcha>>;
    beforeAll(async () => {
      google = await startFakeRecaptcha();
      ({ server, cleanup } = await startTestServer(kind, {
        RECAPTCHA_SECRET_KEY: 'test-secret',
        RECAPTCHA_VERIFY_URL: google.url,
        RECAPTCHA_SCORE_THRESHOLD: '0.5',
      }));
      guard = await startGuardedRoute(server.app);
      await server.app.settings.set('recaptcha.site_key', 'site-key-123');
      await server.app.settings.set('recaptcha.enable.contact', true);
    });
    afterAll(async () => {
      await guard.close();
      await cleanup();
      await google.close();
    });

    it('tells the client to use reCAPTCHA with the public site key', async () => {
      const response = await server.fetch('/api/v1/human-check/challenge');
      expect(await response.json()).toEqual({ provider: 'recaptcha', site_key: 'site-key-123' });
    });

    it('passes a token Google scores above the threshold, sending the secret and the IP', async () => {
      const response = await verify(server, 'human');
      expect(await response.json()).toEqual({ success: true });
      const sent = google.received.at(-1)!;
      expect(sent.get('secret')).toBe('test-secret');
      expect(sent.get('remoteip')).toBe('127.0.0.1');
      const cookie = passCookie(response);
      expect((await guarded(guard, { cookie })).status).toBe(200);
    });

    it('fails a low score and a token Google rejects', async () => {
      expect(await (await verify(server, 'bot')).json()).toEqual({ success: false });
      expect(await (await verify(server, 'garbage')).json()).toEqual({ success: false });
      const response = await guarded(guard, { [HUMAN_CHECK_HEADER]: 'bot' });
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ message: HUMAN_CHECK_FAILED_MESSAGE });
    });

    it('never puts the secret key into the bootstrap data', async () => {
      const page = await (await server.fetch('/')).text();
      const data = await (await server.fetch('/api/v1/bootstrap-data')).text();
      expect(page).toContain('site-key-123');
      expect(page).not.toContain('test-secret');
      expect(data).not.toContain('test-secret');
    });
  });
}

describe('human check when the verifier cannot be reached', () => {
  it('fails closed instead of letting the call through', async () => {
    const google = await startFakeRecaptcha();
    const { url } = google;
    await google.close();
    const { server, cleanup } = await startTestServer('sqlite', {
      RECAPTCHA_SECRET_KEY: 'test-secret',
      RECAPTCHA_VERIFY_URL: url,
    });
    try {
      await server.app.settings.set('recaptcha.site_key', 'site-key-123');
      expect(await (await verify(server, 'human')).json()).toEqual({ success: false });
    } finally {
      await cleanup();
    }
  });
});
