import type { NotificationStreamEvent } from '@coffer/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app';
import { HttpProblem } from '../../platform/http/errors';
import { defineMessage } from '../../platform/i18n/define-message';
import { unreadCount } from './repo';
import { userChannel } from './service';

/** A comment line this often keeps proxies from closing an idle stream. */
export const STREAM_HEARTBEAT_MS = 20_000;
/** How long the browser waits before reconnecting after the stream drops. */
export const STREAM_RETRY_MS = 3_000;

const openStreams = new WeakMap<AppInstance, Set<() => void>>();

/** Ends every open stream before the server closes (they would otherwise keep it open). */
export function closeStreamsOnShutdown(app: AppInstance): void {
  const streams = new Set<() => void>();
  openStreams.set(app, streams);
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });
}

/**
 * `GET notifications/stream`: server-sent events for the signed-in user (404 while
 * `realtime.enable` is off). The first event
 * (`ready`) is written once the subscription is in place, so nothing published after it
 * is missed; then every new notification and unread count, and a heartbeat comment.
 */
export async function openStream(
  app: AppInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  // Live updates off (`realtime.enable`): clients do not open the stream, and it is not served.
  if (!(await app.settings.get('realtime')).enable) {
    throw new HttpProblem(404, defineMessage('Live updates are turned off.'));
  }
  const userId = request.user!.id;
  const raw = reply.raw;
  reply.hijack();
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // Tells nginx not to buffer the stream.
    'x-accel-buffering': 'no',
    ...Object.fromEntries(
      Object.entries(reply.getHeaders()).filter(([, v]) => v !== undefined) as [string, string][],
    ),
  });
  raw.write(`retry: ${STREAM_RETRY_MS}\n\n`);

  let closed = false;
  const send = (event: NotificationStreamEvent) => {
    if (!closed) raw.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
  };
  const unsubscribe = await app.events.subscribe(userChannel(userId), (payload) =>
    send(payload as NotificationStreamEvent),
  );
  const heartbeat = setInterval(() => {
    if (!closed) raw.write(': heartbeat\n\n');
  }, STREAM_HEARTBEAT_MS);
  const streams = openStreams.get(app);
  const end = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    streams?.delete(end);
    void unsubscribe();
    raw.end();
  };
  streams?.add(end);
  request.raw.on('close', end);
  send({ type: 'ready', unreadCount: await unreadCount(app.db, userId) });
}
