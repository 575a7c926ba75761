import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NotificationStreamEvent } from '@coffer/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { Browser, createUser, lastEmailTo, signIn } from '../../../test/auth';
import { describeServer, TEST_INDEX_HTML, type TestServer } from '../../../test/harness';
import { type AppInstance, buildApp } from '../../app';
import { loadConfig } from '../../config';
import { offsetClock } from '../../platform/time/clock';
import { notify } from './service';

function sample(text = 'Ada shared <b>report.pdf</b>') {
  return {
    image: null,
    lines: [{ type: 'primary' as const, content: text }],
    mainAction: { label: 'Open', action: '/drive/shares' },
  };
}

/** Opens the live stream as the browser's user and reads its events as they come. */
async function openStream(browser: Browser, base = browser.server.url) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/v1/notifications/stream`, {
    headers: { cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    signal: controller.signal,
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const next = async (): Promise<NotificationStreamEvent> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block.split('\n').find((l) => l.startsWith('data: '));
        if (data) return JSON.parse(data.slice(6)) as NotificationStreamEvent;
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffer += decoder.decode(value, { stream: true });
    }
  };
  return { response, next, close: () => controller.abort() };
}

describeServer('notifications', (server) => {
  async function userWith(count: number) {
    const user = await createUser(server());
    for (let i = 0; i < count; i += 1)
      await notify(server().app, user.row.id, 'file-entry-shared', sample(`n${i}`));
    return { user, browser: await signIn(server(), user) };
  }

  describe('GET notifications', () => {
    it('lists the user’s notifications newest first, paginated with perPage (30 on the page)', async () => {
      const { browser } = await userWith(35);
      const first = await browser.get('/api/v1/notifications?perPage=30');
      expect(first.status).toBe(200);
      expect(first.json.pagination).toMatchObject({
        current_page: 1,
        per_page: 30,
        total: 35,
        last_page: 2,
      });
      expect(first.json.pagination.data).toHaveLength(30);
      expect(first.json.pagination.data[0].data.lines[0].content).toBe('n34');
      expect(first.json.unreadCount).toBe(35);
      const second = await browser.get('/api/v1/notifications?perPage=30&page=2');
      expect(second.json.pagination.data).toHaveLength(5);
      expect((await browser.get('/api/v1/notifications')).json.pagination.per_page).toBe(10);
    });

    it('never shows another user’s notifications; refuses guests; validates the query', async () => {
      await userWith(2);
      const { browser } = await userWith(0);
      expect((await browser.get('/api/v1/notifications')).json.pagination.total).toBe(0);
      expect((await new Browser(server()).get('/api/v1/notifications')).status).toBe(401);
      const bad = await browser.get('/api/v1/notifications?perPage=500');
      expect(bad.status).toBe(422);
      expect(bad.json.errors.perPage).toBeDefined();
    });
  });

  describe('mark as read and delete', () => {
    it('marks the given ids read and answers the unread count; the bootstrap user count follows', async () => {
      const { browser } = await userWith(3);
      const ids = (await browser.get('/api/v1/notifications')).json.pagination.data.map(
        (n: { id: number }) => n.id,
      );
      const one = await browser.post('/api/v1/notifications/mark-as-read', { ids: [ids[0]] });
      expect(one.json).toEqual({ unreadCount: 2 });
      expect(
        (await browser.get('/api/v1/bootstrap-data')).json.user.unread_notifications_count,
      ).toBe(2);
      expect(
        (await browser.post('/api/v1/notifications/mark-as-read', { markAllAsUnread: true })).json,
      ).toEqual({
        unreadCount: 0,
      });
    });

    it('accepts `all: true`; leaves other users’ notifications alone; 422 without ids', async () => {
      const other = await userWith(2);
      const { browser } = await userWith(2);
      const otherIds = (await other.browser.get('/api/v1/notifications')).json.pagination.data.map(
        (n: { id: number }) => n.id,
      );
      expect(
        (await browser.post('/api/v1/notifications/mark-as-read', { ids: otherIds })).json
          .unreadCount,
      ).toBe(2);
      expect((await other.browser.get('/api/v1/notifications')).json.unreadCount).toBe(2);
      expect(
        (await browser.post('/api/v1/notifications/mark-as-read', { all: true })).json.unreadCount,
      ).toBe(0);
      const bad = await browser.post('/api/v1/notifications/mark-as-read', {});
      expect(bad.status).toBe(422);
      expect(bad.json.errors.ids).toEqual(['The ids field is required.']);
      expect(
        (await new Browser(server()).post('/api/v1/notifications/mark-as-read', { all: true }))
          .status,
      ).toBe(401);
    });

    it('deletes only the caller’s own notification', async () => {
      const other = await userWith(1);
      const { browser } = await userWith(1);
      const mine = (await browser.get('/api/v1/notifications')).json.pagination.data[0].id;
      const theirs = (await other.browser.get('/api/v1/notifications')).json.pagination.data[0].id;
      expect((await browser.delete(`/api/v1/notifications/${theirs}`)).status).toBe(404);
      const deleted = await browser.delete(`/api/v1/notifications/${mine}`);
      expect(deleted.json).toEqual({ unreadCount: 0 });
      expect((await browser.get('/api/v1/notifications')).json.pagination.total).toBe(0);
    });
  });

  describe('subscriptions', () => {
    it('answers groups, channels and the defaults (email on, browser off), and saves selections', async () => {
      const { browser } = await userWith(0);
      const settings = await browser.get('/api/v1/notifications/me/subscriptions');
      expect(settings.status).toBe(200);
      expect(settings.json.available_channels).toEqual(['email', 'browser']);
      expect(settings.json.subscriptions.map((g: { group_name: string }) => g.group_name)).toEqual([
        'Workspaces',
        'Files',
      ]);
      expect(settings.json.user_selections).toContainEqual({
        notif_id: 'file-entry-shared',
        channels: { email: true, browser: false },
      });
      const saved = await browser.request('PUT', '/api/v1/notifications/me/subscriptions', {
        selections: [{ notif_id: 'file-entry-shared', channels: { email: false, browser: true } }],
      });
      expect(saved.status).toBe(200);
      expect(saved.json.message).toBe('Updated preferences');
      expect(saved.json.user_selections).toContainEqual({
        notif_id: 'file-entry-shared',
        channels: { email: false, browser: true },
      });
      const bad = await browser.request('PUT', '/api/v1/notifications/me/subscriptions', {
        selections: [{ notif_id: 'nope', channels: {} }],
      });
      expect(bad.status).toBe(422);
    });

    it('shows the billing group, its payment-failed notification, only while billing is on', async () => {
      const { user, browser } = await userWith(0);
      const groups = async () =>
        (await browser.get('/api/v1/notifications/me/subscriptions')).json.subscriptions as Array<{
          group_name: string;
          subscriptions: Array<{ notif_id: string }>;
        }>;
      expect((await groups()).map((g) => g.group_name)).not.toContain('Billing');
      await server().app.settings.set('billing.enable', true);
      try {
        const billing = (await groups()).find((g) => g.group_name === 'Billing');
        expect(billing?.subscriptions.map((s) => s.notif_id)).toEqual(['billing-payment-failed']);
        // Turned off there, a failed payment sends no email.
        await browser.request('PUT', '/api/v1/notifications/me/subscriptions', {
          selections: [{ notif_id: 'billing-payment-failed', channels: { email: false } }],
        });
        await notify(server().app, user.row.id, 'billing-payment-failed', sample('Payment failed'));
        expect(await lastEmailTo(server(), user.email)).toBeUndefined();
      } finally {
        await server().app.settings.set('billing.enable', false);
      }
    });

    it('emails a notification only while the email channel is on', async () => {
      const { user, browser } = await userWith(0);
      await notify(server().app, user.row.id, 'file-entry-shared', sample('First <b>share</b>'));
      const mail = await lastEmailTo(server(), user.email);
      expect(mail?.subject).toBe('First share');
      expect(mail?.text).toContain('Open: http');
      await browser.request('PUT', '/api/v1/notifications/me/subscriptions', {
        selections: [{ notif_id: 'file-entry-shared', channels: { email: false } }],
      });
      await notify(server().app, user.row.id, 'file-entry-shared', sample('Second'));
      expect((await lastEmailTo(server(), user.email))?.id).toBe(mail?.id);
    });

    it('refuses guests, users without notifications.subscribe, and answers 404 when not integrated', async () => {
      expect(
        (await new Browser(server()).get('/api/v1/notifications/me/subscriptions')).status,
      ).toBe(401);
      const noPermission = await signIn(server(), await createUser(server(), { roles: [] }));
      expect((await noPermission.get('/api/v1/notifications/me/subscriptions')).status).toBe(403);
      const { browser } = await userWith(0);
      await server().app.settings.set('notif.subs.integrated', false);
      try {
        expect((await browser.get('/api/v1/notifications/me/subscriptions')).status).toBe(404);
      } finally {
        await server().app.settings.set('notif.subs.integrated', true);
      }
    });
  });

  describe('live stream', () => {
    it('pushes a new notification and unread counts to the user’s stream only', async () => {
      const { user, browser } = await userWith(1);
      const other = await userWith(0);
      const stream = await openStream(browser);
      const otherStream = await openStream(other.browser);
      try {
        expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
        expect(await stream.next()).toEqual({ type: 'ready', unreadCount: 1 });
        expect(await otherStream.next()).toEqual({ type: 'ready', unreadCount: 0 });
        await notify(server().app, user.row.id, 'file-entry-shared', sample('live'));
        const pushed = await stream.next();
        expect(pushed).toMatchObject({ type: 'notification', unreadCount: 2, browser: false });
        await browser.post('/api/v1/notifications/mark-as-read', { all: true });
        expect(await stream.next()).toEqual({ type: 'unread', unreadCount: 0 });
        await notify(server().app, other.user.row.id, 'file-entry-shared', sample('theirs'));
        // The other user's first event is theirs, not ours.
        expect(await otherStream.next()).toMatchObject({ type: 'notification', unreadCount: 1 });
      } finally {
        stream.close();
        otherStream.close();
      }
    });

    it('refuses a guest stream with 401', async () => {
      expect((await server().fetch('/api/v1/notifications/stream')).status).toBe(401);
    });
  });
});

/** Two server instances on one database and one Redis: a notification crosses between them. */
const redisUrl = process.env.REDIS_URL;
if (!redisUrl) {
  console.warn('\n⚠️  Redis fan-out test SKIPPED: REDIS_URL is not set.\n');
}
describe.skipIf(!redisUrl)('notifications across instances (Redis pub/sub)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'coffer-redis-'));
  const apps: AppInstance[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function instance(): Promise<TestServer> {
    const webDist = join(dataDir, 'web');
    const fs = await import('node:fs');
    fs.mkdirSync(webDist, { recursive: true });
    fs.writeFileSync(join(webDist, 'index.html'), TEST_INDEX_HTML);
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      REDIS_URL: redisUrl,
    });
    const clock = offsetClock();
    const app = await buildApp(config, { logger: false, generateAdmin: false, clock });
    apps.push(app);
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    return {
      app,
      config,
      url,
      clock,
      fetch: (path, init) => fetch(`${url}${path}`, { redirect: 'manual', ...init }),
    };
  }

  it('delivers a notification created on instance A to a stream held on instance B', async () => {
    const a = await instance();
    const b = await instance();
    const user = await createUser(a);
    const onB = await signIn(b, user);
    const stream = await openStream(onB);
    try {
      expect(await stream.next()).toEqual({ type: 'ready', unreadCount: 0 });
      await notify(a.app, user.row.id, 'file-entry-shared', sample('from A'));
      const event = await stream.next();
      expect(event).toMatchObject({ type: 'notification', unreadCount: 1 });
      expect(event.type === 'notification' && event.notification.data.lines[0]?.content).toBe(
        'from A',
      );
    } finally {
      stream.close();
    }
  });
});
