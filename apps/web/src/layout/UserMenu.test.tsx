import { THEME_COOKIE } from '@coffer/contract';
import { bootstrapFixture, settingsFixture, userFixture } from '@coffer/contract/fixtures';
import { removeCookie } from '@coffer/core';
import { toastStore } from '@coffer/ui/Toast';
import { expectNoAxeViolations } from '@coffer/ui/test';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from './test-render';
import { UserMenu, type UserMenuProps } from './UserMenu';

const defaultTheme = settingsFixture().themes;

function setup({
  user = userFixture(),
  settings = settingsFixture(),
  ...props
}: Partial<UserMenuProps> & { settings?: ReturnType<typeof settingsFixture> } = {}) {
  const fetch = vi.fn(async () =>
    Response.json({ bootstrapData: bootstrapFixture({ settings, user: null }) }),
  );
  const rendered = renderShell(<UserMenu user={user} appearanceEditorActive={false} {...props} />, {
    data: bootstrapFixture({ settings, user }),
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  return { ...rendered, fetch };
}

async function openMenu(input: 'mouse' | 'keyboard' = 'mouse') {
  const user = userEvent.setup();
  const trigger = screen.getByRole('button', { name: /Ada Lovelace|Grace Hopper/ });
  if (input === 'mouse') await user.click(trigger);
  else {
    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
  }
  const menu = await screen.findByRole('menu', { name: /Ada Lovelace|Grace Hopper/ });
  return {
    user,
    menu,
    items: () =>
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
  };
}

describe('UserMenu', () => {
  afterEach(() => {
    removeCookie(THEME_COOKIE);
    act(() => toastStore.dismiss());
  });

  describe.each(['mouse', 'keyboard'] as const)('opened with the %s', (input) => {
    it('given a plain user on desktop, lists only the theme toggle and Log out', async () => {
      const { container } = setup();
      await expectNoAxeViolations(container);
      const { items, menu } = await openMenu(input);
      expect(items()).toEqual(['Dark mode', 'Log out']);
      await expectNoAxeViolations(menu);
    }, 15_000);
  });

  it('names the trigger after the user and shows the phone beside the initials', () => {
    setup({ user: userFixture({ name: 'Grace Hopper', phone: '+1 555 0100' }) });
    const trigger = screen.getByRole('button', { name: 'Grace Hopper +1 555 0100' });
    expect(trigger.querySelector('[role="img"]')).toHaveTextContent('GH');
  });

  it('puts the custom auth-dropdown items first, with the user id filled in', async () => {
    const settings = settingsFixture({
      menus: [
        {
          id: 'm1',
          name: 'Account',
          positions: ['auth-dropdown'],
          items: [
            {
              id: 'files',
              type: 'route',
              label: 'My files',
              action: '/users/{currentUserId}/files',
            },
            {
              id: 'admin',
              type: 'route',
              label: 'Admin area',
              action: '/admin',
              permissions: ['admin.access'],
            },
          ],
        },
      ],
    });
    setup({ settings, user: userFixture({ id: 42 }) });
    const { items, menu } = await openMenu();
    expect(items()).toEqual(['My files', 'Dark mode', 'Log out']);
    expect(within(menu).getByRole('menuitem', { name: 'My files' })).toHaveAttribute(
      'href',
      '/users/42/files',
    );
  });

  it('shows Profile page only when the app has one', async () => {
    setup({ profilePageHref: '/profile/1' });
    const { items } = await openMenu();
    expect(items()).toEqual(['Profile page', 'Dark mode', 'Log out']);
  });

  it('shows Notifications with the unread count on mobile only', async () => {
    setup({ isMobile: true, user: userFixture({ unread_notifications_count: 3 }) });
    const { menu } = await openMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Notifications 3 unread' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });

  it('hides Notifications on desktop, and on mobile when notifications are not integrated', async () => {
    setup({ isMobile: true, settings: settingsFixture({ notifications: { integrated: false } }) });
    const { items } = await openMenu();
    expect(items()).not.toContain('Notifications');
  });

  it('shows Billing only to a subscriber', async () => {
    setup({ user: userFixture({ subscriptions: [{ id: 1, valid: true, active: true }] }) });
    const { items } = await openMenu();
    expect(items()).toEqual(['Billing', 'Dark mode', 'Log out']);
  });

  it('hides the theme toggle when users may not change theme', async () => {
    setup({ settings: settingsFixture({ themes: { ...defaultTheme, user_change: false } }) });
    const { items } = await openMenu();
    expect(items()).toEqual(['Log out']);
  });

  it('after choosing "Dark mode", the page turns dark and the item reads "Light mode"', async () => {
    setup();
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('menuitem', { name: 'Dark mode' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    await openMenu();
    expect(screen.getByRole('menuitem', { name: 'Light mode' })).toBeInTheDocument();
  });

  it('"Log out" posts auth/logout, replaces the bootstrap data and goes to /login', async () => {
    const { fetch, bootstrap, router } = setup();
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(fetch).toHaveBeenCalledWith('/auth/logout', expect.objectContaining({ method: 'POST' }));
    expect(bootstrap.get().user).toBeNull();
  });

  it('in the appearance editor, "Log out" is refused with a toast and no request', async () => {
    const { fetch } = setup({ appearanceEditorActive: true });
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    expect(toastStore.getSnapshot().at(-1)).toMatchObject({
      type: 'danger',
      message: "Can't logout while in appearance editor.",
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});
