import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the local fakes of the payment services (test-only) share: a loopback HTTP server,
 * bodies, answers, ids and a clock of their own that tests move.
 */

export type FakeHandler = (request: FakeRequest) => Promise<FakeAnswer> | FakeAnswer;

export interface FakeRequest {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
  /** Sent as is (HTML pages, redirects), instead of `body` as JSON. */
  text?: string;
  headers?: Record<string, string>;
}

/** An answering error: thrown from a handler, sent as its answer. */
export class FakeRefusal extends Error {
  constructor(readonly answer: FakeAnswer) {
    super(`fake answers ${answer.status}`);
  }
}

export interface StartedFake {
  server: Server;
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  close(): Promise<void>;
}

/** Listens on `host:port` (port 0: a free one) and answers every request through `handle`. */
export async function listenFake(
  handle: FakeHandler,
  { port = 0, host = '127.0.0.1' }: { port?: number; host?: string } = {},
): Promise<StartedFake> {
  const server = createServer((req, res) => {
    void answer(req, res);
  });
  async function answer(req: IncomingMessage, res: ServerResponse) {
    let reply: FakeAnswer;
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      reply = await handle({
        method: req.method ?? 'GET',
        url: new URL(req.url ?? '/', 'http://fake'),
        headers: req.headers,
        body: Buffer.concat(chunks),
      });
    } catch (error) {
      reply =
        error instanceof FakeRefusal
          ? error.answer
          : { status: 500, body: { error: { message: String(error) } } };
    }
    const headers: Record<string, string> = { ...reply.headers };
    let payload = '';
    if (reply.text !== undefined) payload = reply.text;
    else if (reply.body !== undefined) {
      payload = JSON.stringify(reply.body);
      headers['content-type'] ??= 'application/json';
    }
    res.writeHead(reply.status, headers).end(payload);
  }
  server.listen(port, host);
  await once(server, 'listening');
  const address = server.address() as AddressInfo;
  return {
    server,
    url: `http://${host}:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An id as the services make them: `prefix` and random letters and digits. */
export function fakeId(prefix: string, length = 14): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(length);
  let id = '';
  for (const byte of bytes) id += alphabet[byte % alphabet.length];
  return `${prefix}${id}`;
}

/** The service's time: the real time plus what tests moved it by (`advance`). */
export function fakeClock() {
  let offsetMs = 0;
  return {
    nowMs: () => Date.now() + offsetMs,
    nowSeconds: () => Math.floor((Date.now() + offsetMs) / 1000),
    advance(seconds: number) {
      offsetMs += seconds * 1000;
    },
  };
}
export type FakeClock = ReturnType<typeof fakeClock>;

/** A body sent as JSON or as a form, as the fakes' test endpoints take either. */
export function testInput(request: FakeRequest): Record<string, string> {
  const text = request.body.toString('utf8');
  if (!text) return {};
  if ((request.headers['content-type'] ?? '').includes('json')) {
    const parsed = JSON.parse(text) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v)]));
  }
  return Object.fromEntries(new URLSearchParams(text));
}

/** Adds `seconds`' worth of `count` intervals to a unix time (months and years by the calendar). */
export function addInterval(
  unixSeconds: number,
  interval: 'day' | 'week' | 'month' | 'year',
  count: number,
): number {
  const date = new Date(unixSeconds * 1000);
  if (interval === 'day') date.setUTCDate(date.getUTCDate() + count);
  if (interval === 'week') date.setUTCDate(date.getUTCDate() + 7 * count);
  if (interval === 'month') date.setUTCMonth(date.getUTCMonth() + count);
  if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + count);
  return Math.floor(date.getTime() / 1000);
}
