import { NOTIFICATION_MESSAGES } from '@coffer/contract';
import { settingsFixture } from '@coffer/contract/fixtures';
import { toastStore } from '@coffer/ui/Toast';
import { expectNoAxeViolations } from '@coffer/ui/test';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { notificationHandlers } from '../mocks';
import { renderWithApp } from '../test/render';
import { NotificationSettingsScreen } from './NotificationSettingsScreen';

vi.setConfig({ testTimeout: 20_000 });
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

function stubPermission(permission: NotificationPermission, answer = permission) {
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal('Notification', Object.assign(vi.fn(), { permission, requestPermission }));
  return requestPermission;
}

const browserSwitch = () =>
  screen.findByRole('switch', { name: 'Someone shares a file or folder with me: Browser' });

describe('NotificationSettingsScreen', () => {
  it('given saved choices, shows a switch per channel and saves with "Updated preferences"', async () => {
    server.use(...notificationHandlers());
    const { container } = renderWithApp(<NotificationSettingsScreen />);
    const email = await screen.findByRole('switch', {
      name: 'Someone invites me to a workspace: Email',
    });
    expect(email).toBeChecked();
    await expectNoAxeViolations(container);
    const user = userEvent.setup();
    await user.click(email);
    expect(email).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() =>
      expect(toastStore.getSnapshot().at(-1)?.message).toBe(
        NOTIFICATION_MESSAGES.updatedPreferences,
      ),
    );
  });

  it('turns the browser channel on once the browser grants permission', async () => {
    server.use(...notificationHandlers());
    const request = stubPermission('default', 'granted');
    renderWithApp(<NotificationSettingsScreen />);
    const toggle = await browserSwitch();
    await userEvent.setup().click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(request).toHaveBeenCalled();
  });

  it('keeps the browser channel off and toasts "Notifications blocked…" when permission is denied', async () => {
    server.use(...notificationHandlers());
    stubPermission('denied');
    renderWithApp(<NotificationSettingsScreen />);
    const toggle = await browserSwitch();
    await userEvent.setup().click(toggle);
    await waitFor(() =>
      expect(toastStore.getSnapshot().at(-1)?.message).toBe(NOTIFICATION_MESSAGES.blocked),
    );
    expect(toggle).not.toBeChecked();
  });

  it('redirects to / when notification subscriptions are not integrated', async () => {
    server.use(...notificationHandlers());
    const settings = settingsFixture();
    const { router } = renderWithApp(<NotificationSettingsScreen />, {
      route: '/settings-under-test',
      bootstrap: { settings: { ...settings, notif: { subs: { integrated: false } } } },
    });
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
