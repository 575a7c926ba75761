import { bootstrapFixture, settingsFixture } from '@coffer/contract/fixtures';
import { Button } from '@coffer/ui/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Navbar } from './Navbar';
import { authDropdownMenu, navbarMenu, signedIn, withThemeProvider } from './story-fixtures';

const meta = {
  title: 'App/Navbar',
  component: Navbar,
  parameters: { layout: 'fullscreen' },
  args: { isMobile: false },
  decorators: [withThemeProvider],
} satisfies Meta<typeof Navbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest: the site name as the logo, then Login and Register. */
export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Coffer' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register',
    );
  },
};

export const RegistrationDisabled: Story = {
  parameters: {
    bootstrap: bootstrapFixture({
      settings: settingsFixture({ registration: { disable: true, policies: [], fields: [] } }),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Register' })).toBeNull();
  },
};

/** Signed in: the logo goes to the redirect uri; the user menu opens with Enter and arrows. */
export const SignedIn: Story = {
  parameters: { bootstrap: signedIn({ phone: '+1 555 0100' }, [authDropdownMenu]) },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Coffer' })).toHaveAttribute('href', '/drive');
    // The user menu's code loads with the first signed-in navbar.
    await canvas.findByRole('button', { name: 'Ada Lovelace +1 555 0100' });
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Ada Lovelace +1 555 0100' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'My files',
      globals.theme === 'dark' ? 'Light mode' : 'Dark mode',
      'Log out',
    ]);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(items[1]).toHaveFocus());
    await userEvent.keyboard('{Escape}');
  },
};

/** The admin's navbar menu; items the visitor may not see (Admin) are left out. */
export const CustomMenus: Story = {
  parameters: {
    bootstrap: bootstrapFixture({ settings: settingsFixture({ menus: [navbarMenu] }) }),
  },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Pricing',
      'Contact',
      'Docs',
    ]);
    await expect(nav.getByRole('link', { name: 'Docs' })).toHaveAttribute('target', '_blank');
  },
};

/** Mobile: the navbar menu moves behind a menu button, opened here by keyboard. */
export const Mobile: Story = {
  args: { isMobile: true },
  parameters: { bootstrap: signedIn({ unread_notifications_count: 4 }, [navbarMenu]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    // The menu button's code loads where it shows, on a small screen.
    await canvas.findByRole('button', { name: 'Open menu' });
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Pricing', 'Contact', 'Docs']);
    await userEvent.keyboard('{Escape}');
  },
};

/** The notifications slot is filled by the notifications package; here a stand-in button. */
export const WithNotificationsSlot: Story = {
  args: { notifications: <Button variant="text">Notifications</Button> },
  parameters: { bootstrap: signedIn() },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Notifications' }),
    ).toBeVisible();
  },
};
