import { bootstrapFixture, settingsFixture, userFixture } from '@coffer/contract/fixtures';
import { toastStore } from '@coffer/ui/Toast';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { authDropdownMenu, withThemeProvider } from './story-fixtures';
import { UserMenu } from './UserMenu';

const meta = {
  title: 'App/UserMenu',
  component: UserMenu,
  args: { user: userFixture(), isMobile: false, appearanceEditorActive: false },
  decorators: [withThemeProvider],
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the menu by keyboard (Tab, Enter) and answers its item labels. */
async function openByKeyboard(canvasElement: HTMLElement) {
  await userEvent.tab();
  await waitFor(() =>
    expect(
      within(canvasElement).getByRole('button', { name: /Ada Lovelace|Grace Hopper/ }),
    ).toHaveFocus(),
  );
  await userEvent.keyboard('{Enter}');
  const menu = await within(document.body).findByRole('menu');
  return {
    menu,
    labels: within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  };
}

const toggleLabel = (theme: unknown) => (theme === 'dark' ? 'Light mode' : 'Dark mode');

/** A plain user: the theme toggle and Log out; arrows move between them. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const { menu, labels } = await openByKeyboard(canvasElement);
    await expect(labels).toEqual([toggleLabel(globals.theme), 'Log out']);
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
  },
};

export const WithCustomItemsAndProfile: Story = {
  args: { profilePageHref: '/profile/1' },
  parameters: {
    bootstrap: bootstrapFixture({
      user: userFixture(),
      settings: settingsFixture({ menus: [authDropdownMenu] }),
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const { labels } = await openByKeyboard(canvasElement);
    await expect(labels).toEqual([
      'My files',
      'Profile page',
      toggleLabel(globals.theme),
      'Log out',
    ]);
    await userEvent.keyboard('{Escape}');
  },
};

export const MobileWithUnreadNotifications: Story = {
  args: { isMobile: true, user: userFixture({ unread_notifications_count: 7 }) },
  play: async ({ canvasElement }) => {
    const { menu } = await openByKeyboard(canvasElement);
    await expect(
      within(menu).getByRole('menuitem', { name: 'Notifications 7 unread' }),
    ).toHaveAttribute('href', '/notifications');
    await userEvent.keyboard('{Escape}');
  },
};

export const Subscriber: Story = {
  args: { user: userFixture({ subscriptions: [{ id: 1, valid: true, active: true }] }) },
  play: async ({ canvasElement }) => {
    const { labels } = await openByKeyboard(canvasElement);
    await expect(labels[0]).toBe('Billing');
    await userEvent.keyboard('{Escape}');
  },
};

export const ThemeLocked: Story = {
  parameters: {
    bootstrap: bootstrapFixture({
      user: userFixture(),
      settings: settingsFixture({
        themes: { ...settingsFixture().themes, user_change: false },
      }),
    }),
  },
  play: async ({ canvasElement }) => {
    const { labels } = await openByKeyboard(canvasElement);
    await expect(labels).toEqual(['Log out']);
    await userEvent.keyboard('{Escape}');
  },
};

/** In the appearance editor, Log out is refused with a toast. */
export const InAppearanceEditor: Story = {
  args: { appearanceEditorActive: true },
  play: async ({ canvasElement }) => {
    await openByKeyboard(canvasElement);
    await userEvent.keyboard('{End}{Enter}');
    await waitFor(() =>
      expect(toastStore.getSnapshot().at(-1)?.message).toBe(
        "Can't logout while in appearance editor.",
      ),
    );
    toastStore.dismiss();
  },
};
