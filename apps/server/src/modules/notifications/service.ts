import type {
  Notification,
  NotificationData,
  NotificationStreamEvent,
  NotificationType,
} from '@coffer/contract';
import type { AppInstance } from '../../app';
import { findUserById } from '../../kernel/users/repo';
import { escapeHtml } from '../../platform/http/escape-html';
import type { MessageValues } from '../../platform/i18n/catalogue';
import { defineMessage } from '../../platform/i18n/define-message';
import { chosenLanguage } from '../../platform/i18n/request-language';
import {
  channelsOf,
  DEFAULT_CHANNELS,
  insertNotification,
  toNotification,
  unreadCount,
} from './repo';

/** The events channel of one user's live stream. */
export function userChannel(userId: number): string {
  return `notifications:user:${userId}`;
}

export async function publishToUser(
  app: AppInstance,
  userId: number,
  event: NotificationStreamEvent,
): Promise<void> {
  try {
    await app.events.publish(userChannel(userId), event);
  } catch (error) {
    // The notification is stored either way; the client catches up on its next fetch.
    app.log.warn({ err: error }, 'could not publish a live notification event');
  }
}

export async function publishUnreadCount(app: AppInstance, userId: number): Promise<number> {
  const count = await unreadCount(app.db, userId);
  await publishToUser(app, userId, { type: 'unread', unreadCount: count });
  return count;
}

/**
 * A notification as its sender writes it: line contents and action labels are English
 * catalogue messages (ADR 0016) whose placeholders `values` fills — values placed into a
 * line must be HTML already (escaped text, `<strong>`). `notify` stores it translated into
 * the recipient's language.
 */
export type NotificationMessage = NotificationData & { values?: MessageValues };

async function translateNotification(
  app: AppInstance,
  chosen: string | null | undefined,
  { values, ...data }: NotificationMessage,
): Promise<NotificationData> {
  const language = await chosenLanguage(app, chosen);
  const t = (message: string) => app.catalogue.translate(language, message, values);
  return {
    ...data,
    lines: data.lines.map((line) => ({ ...line, content: t(line.content) })),
    ...(data.mainAction
      ? { mainAction: { ...data.mainAction, label: t(data.mainAction.label) } }
      : {}),
    ...(data.buttonActions
      ? { buttonActions: data.buttonActions.map((a) => ({ ...a, label: t(a.label) })) }
      : {}),
  };
}

/**
 * Delivers a notification: stored for the in-app list always, emailed when the user keeps
 * the email channel on, pushed to the user's live streams (flagged for a browser
 * notification when the browser channel is on). Other modules (drive sharing) call this.
 */
export async function notify(
  app: AppInstance,
  userId: number,
  type: NotificationType,
  message: NotificationMessage,
): Promise<Notification> {
  const recipient = await findUserById(app.db, userId);
  const data = await translateNotification(app, recipient?.language, message);
  const row = await insertNotification(app.db, {
    user_id: userId,
    type,
    data: JSON.stringify(data),
    read_at: null,
    created_at: app.clock.iso(),
  });
  const notification = toNotification(row);
  const channels = (await channelsOf(app.db, userId)).get(type) ?? DEFAULT_CHANNELS;
  await publishToUser(app, userId, {
    type: 'notification',
    notification,
    unreadCount: await unreadCount(app.db, userId),
    browser: channels.browser,
  });
  if (channels.email && recipient) {
    await app.mailer.send(recipient.email, await notificationEmail(app, data, recipient.language));
  }
  return notification;
}

function stripTags(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}

async function notificationEmail(
  app: AppInstance,
  data: NotificationData,
  chosen: string | null | undefined,
) {
  const settings = await app.settings.all();
  const site = settings.branding.site_name;
  const language = await chosenLanguage(app, chosen);
  const signature = app.catalogue.translate(language, defineMessage('— {site}'), { site });
  const lines = data.lines.map((l) => stripTags(l.content));
  const subject = lines[0] ?? site;
  const action = data.mainAction;
  const link = action
    ? /^https?:\/\//.test(action.action)
      ? action.action
      : `${app.config.appUrl}${action.action.startsWith('/') ? '' : '/'}${action.action}`
    : undefined;
  const text = [...lines, ...(action && link ? [`${action.label}: ${link}`] : []), signature].join(
    '\n\n',
  );
  const html = [
    ...data.lines.map((l) => `<p>${l.content}</p>`),
    ...(action && link
      ? [`<p><a href="${escapeHtml(link)}">${escapeHtml(action.label)}</a></p>`]
      : []),
    `<p>${escapeHtml(signature)}</p>`,
  ].join('\n');
  return { subject, text, html };
}
