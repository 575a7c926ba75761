import { NOTIFICATION_MESSAGES } from '@coffer/contract';
import { toastStore } from '@coffer/ui/Toast';
import { expectNoAxeViolations } from '@coffer/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { notificationHandlers } from '../mocks';
import { renderWithApp } from '../test/render';
import { NotificationsPopover } from './NotificationsPopover';

// jsdom with axe over open overlays is slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function openPopover(mode: 'mouse' | 'keyboard') {
  const user = userEvent.setup();
  const bell = screen.getByRole('button', { name: 'Notifications, 2 unread' });
  if (mode === 'mouse') await user.click(bell);
  else {
    await user.tab();
    expect(bell).toHaveFocus();
    await user.keyboard('{Enter}');
  }
  return { user, dialog: await screen.findByRole('dialog', { name: NOTIFICATION_MESSAGES.title }) };
}

describe.each(['mouse', 'keyboard'] as const)('NotificationsPopover (%s)', (mode) => {
  it('given unread notifications, the bell names the count and the open popover lists them', async () => {
    server.use(...notificationHandlers());
    const { container } = renderWithApp(<NotificationsPopover />);
    await expectNoAxeViolations(container);
    const { dialog } = await openPopover(mode);
    expect(await within(dialog).findByText('Design team')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: NOTIFICATION_MESSAGES.markAllAsRead }),
    ).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('after "Mark all as read", the badge follows the returned unread count', async () => {
    server.use(...notificationHandlers());
    const { bootstrap } = renderWithApp(<NotificationsPopover />);
    const { user, dialog } = await openPopover(mode);
    await user.click(
      within(dialog).getByRole('button', { name: NOTIFICATION_MESSAGES.markAllAsRead }),
    );
    await waitFor(() => expect(bootstrap.get().user?.unread_notifications_count).toBe(0));
    // The page behind the open popover is hidden from assistive technology, hence `hidden`.
    expect(screen.getByRole('button', { name: 'Notifications', hidden: true })).toBeInTheDocument();
  });
});

describe('NotificationsPopover', () => {
  it('shows a labelled spinner while the list loads', async () => {
    server.use(...notificationHandlers({ pending: true }));
    renderWithApp(<NotificationsPopover />);
    const { dialog } = await openPopover('mouse');
    expect(
      within(dialog).getByRole('progressbar', { name: 'Loading notifications' }),
    ).toBeInTheDocument();
  });

  it('given no notifications, shows the empty state text', async () => {
    server.use(...notificationHandlers({ notifications: [] }));
    renderWithApp(<NotificationsPopover />);
    const { dialog } = await openPopover('mouse');
    expect(await within(dialog).findByText(NOTIFICATION_MESSAGES.empty)).toBeInTheDocument();
  });

  it('clicking a notification marks it read and navigates in-app to its main action', async () => {
    server.use(...notificationHandlers());
    const { bootstrap } = renderWithApp(<NotificationsPopover />);
    const { user, dialog } = await openPopover('mouse');
    await user.click(await within(dialog).findByRole('button', { name: /Budget\.xlsx/ }));
    expect(await screen.findByText('Shared with me page')).toBeInTheDocument();
    await waitFor(() => expect(bootstrap.get().user?.unread_notifications_count).toBe(1));
  });

  it('an absolute main action opens in a new tab', async () => {
    server.use(...notificationHandlers());
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithApp(<NotificationsPopover />);
    const { user, dialog } = await openPopover('mouse');
    await user.click(await within(dialog).findByRole('button', { name: /invited you to join/ }));
    expect(open).toHaveBeenCalledWith(
      'https://coffer.example/api/v1/workspace/join/inv-1',
      '_blank',
      'noopener,noreferrer',
    );
    open.mockRestore();
  });

  it('Join on an invitation toasts "Joined workspace" and sets the active workspace cookie', async () => {
    server.use(...notificationHandlers());
    renderWithApp(<NotificationsPopover />);
    const { user, dialog } = await openPopover('mouse');
    await user.click(await within(dialog).findByRole('button', { name: 'Join' }));
    await waitFor(() => expect(toastStore.getSnapshot().at(-1)?.message).toBe('Joined workspace'));
    expect(document.cookie).toContain('activeWorkspaceId=7');
  });

  it('Decline of an invite that is gone toasts "This invite is no longer valid"', async () => {
    server.use(...notificationHandlers({ inviteGone: true }));
    renderWithApp(<NotificationsPopover />);
    const { user, dialog } = await openPopover('mouse');
    await user.click(await within(dialog).findByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(toastStore.getSnapshot().at(-1)?.message).toBe('This invite is no longer valid'),
    );
  });

  it('the settings shortcut goes to /notifications/settings', async () => {
    server.use(...notificationHandlers());
    renderWithApp(<NotificationsPopover />);
    const { user, dialog } = await openPopover('mouse');
    await user.click(within(dialog).getByRole('button', { name: 'Notification settings' }));
    expect(await screen.findByText('Settings page')).toBeInTheDocument();
  });
});
