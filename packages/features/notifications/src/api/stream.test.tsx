import { bootstrapFixture, notificationFixture } from '@coffer/contract/fixtures';
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import { useNotificationStream } from './stream';

/** Stands in for the browser's EventSource: the test dispatches server events by hand. */
class FakeEventSource extends EventTarget {
  static last: FakeEventSource | null = null;
  closed = false;
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    super();
    FakeEventSource.last = this;
  }
  emit(type: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  close() {
    this.closed = true;
  }
}

function Probe() {
  useNotificationStream();
  return null;
}

afterEach(() => vi.unstubAllGlobals());

describe('useNotificationStream', () => {
  it('opens the stream with credentials and sets the unread count from each event', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const { bootstrap, unmount } = renderWithApp(<Probe />);
    await waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    const source = FakeEventSource.last!;
    expect(source.url).toBe('/api/v1/notifications/stream');
    expect(source.init).toEqual({ withCredentials: true });
    act(() => source.emit('ready', { type: 'ready', unreadCount: 4 }));
    expect(bootstrap.get().user?.unread_notifications_count).toBe(4);
    act(() =>
      source.emit('notification', {
        type: 'notification',
        notification: notificationFixture({ id: 9 }),
        unreadCount: 5,
        browser: false,
      }),
    );
    expect(bootstrap.get().user?.unread_notifications_count).toBe(5);
    act(() => source.emit('unread', { type: 'unread', unreadCount: 0 }));
    expect(bootstrap.get().user?.unread_notifications_count).toBe(0);
    unmount();
    expect(source.closed).toBe(true);
  });

  it('opens no stream while the admin has turned live updates off (realtime.enable)', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    FakeEventSource.last = null;
    const settings = bootstrapFixture().settings;
    renderWithApp(<Probe />, {
      bootstrap: { settings: { ...settings, realtime: { enable: false } } },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(FakeEventSource.last).toBeNull();
  });

  it('shows a browser notification only when the user chose the channel and allowed it', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const shown = vi.fn();
    vi.stubGlobal('Notification', Object.assign(shown, { permission: 'granted' }));
    renderWithApp(<Probe />);
    await waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    const source = FakeEventSource.last!;
    const event = { type: 'notification', notification: notificationFixture(), unreadCount: 1 };
    act(() => source.emit('notification', { ...event, browser: false }));
    expect(shown).not.toHaveBeenCalled();
    act(() => source.emit('notification', { ...event, browser: true }));
    expect(shown).toHaveBeenCalledWith(
      'Alan Turing shared Budget.xlsx with you.',
      expect.objectContaining({ body: 'You can now edit it.' }),
    );
  });

  it('ignores events that are not the stream events (bad JSON, a count that is not a number, a notification without lines)', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const { bootstrap } = renderWithApp(<Probe />);
    await waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    const source = FakeEventSource.last!;
    act(() => source.emit('ready', { type: 'ready', unreadCount: 2 }));
    act(() => source.dispatchEvent(new MessageEvent('unread', { data: '{not json' })));
    act(() => source.emit('unread', { type: 'unread', unreadCount: 'seven' }));
    act(() => source.emit('unread', { type: 'gone', unreadCount: 7 }));
    act(() =>
      source.emit('notification', {
        type: 'notification',
        notification: { id: 1 },
        unreadCount: 7,
        browser: false,
      }),
    );
    expect(bootstrap.get().user?.unread_notifications_count).toBe(2);
  });

  it('opens nothing for a guest', () => {
    FakeEventSource.last = null;
    vi.stubGlobal('EventSource', FakeEventSource);
    renderWithApp(<Probe />, { bootstrap: { user: null } });
    expect(FakeEventSource.last).toBeNull();
  });
});
