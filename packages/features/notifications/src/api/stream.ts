import { type NotificationStreamEvent, notificationsApi } from '@coffer/contract';
import { useBootstrap } from '@coffer/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notificationKeys, useSetUnreadCount } from './notifications';

/** The live stream's address (server-sent events, session cookie). */
export const NOTIFICATION_STREAM_URL = notificationsApi.stream.path;

function plainText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return doc.body.textContent ?? '';
}

/** Shows a system notification when the user chose the browser channel and allowed it. */
function showBrowserNotification(
  event: Extract<NotificationStreamEvent, { type: 'notification' }>,
) {
  if (!event.browser || typeof Notification === 'undefined') return;
  if (Notification.permission !== 'granted') return;
  const [first, ...rest] = event.notification.data.lines;
  new Notification(plainText(first?.content ?? ''), {
    body: rest.map((line) => plainText(line.content)).join('\n'),
    tag: `notification-${event.notification.id}`,
  });
}

/**
 * Keeps the unread count and the notification lists live while a user is signed in: an
 * EventSource on the user's stream sets the count from each event and refetches lists when
 * a notification arrives. The browser reconnects by itself after a drop.
 */
export function useNotificationStream({ url = NOTIFICATION_STREAM_URL }: { url?: string } = {}) {
  const userId = useBootstrap((data) => data.user?.id ?? null);
  // The admin may turn live updates off (settings, realtime tab): the stream is not opened.
  const live = useBootstrap((data) => data.settings.realtime?.enable !== false);
  const setUnread = useSetUnreadCount();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!live || userId === null || typeof EventSource === 'undefined') return;
    const source = new EventSource(url, { withCredentials: true });
    const onEvent = (message: MessageEvent<string>) => {
      const parsed = readStreamEvent(message.data);
      if (!parsed) return;
      setUnread(parsed.unreadCount);
      if (parsed.type === 'notification') {
        void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
        showBrowserNotification(parsed);
      }
    };
    for (const type of ['ready', 'notification', 'unread']) source.addEventListener(type, onEvent);
    return () => source.close();
  }, [live, userId, url, setUnread, queryClient]);
}

/**
 * The stream's event, or null for anything else. A check of what this hook reads rather than
 * the contract's zod schema: the stream opens with the signed-in layout, and the schema would
 * bring zod (~23 KB) onto the drive's first load (ADR 0007). The server builds its events
 * from the same contract types.
 */
function readStreamEvent(data: string): NotificationStreamEvent | null {
  let event: unknown;
  try {
    event = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isRecord(event) || !Number.isInteger(event.unreadCount)) return null;
  if (event.type === 'ready' || event.type === 'unread') return event as NotificationStreamEvent;
  const notification = event.notification;
  if (
    event.type === 'notification' &&
    typeof event.browser === 'boolean' &&
    isRecord(notification) &&
    isRecord(notification.data) &&
    Array.isArray(notification.data.lines)
  )
    return event as NotificationStreamEvent;
  return null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
