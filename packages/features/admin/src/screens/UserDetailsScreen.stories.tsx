import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminBootstrap } from '../mocks';
import { lastToast, withAdminLayout } from '../mocks/stories';
import { userDetailsFixture, userDetailsHandlers } from '../mocks/user-details';
import { UserDetailsScreen } from './UserDetailsScreen';

/** The screen at its route, so it reads `:userId` as the app's router gives it. */
const atUserRoute: Decorator = (Story) => (
  <Routes>
    <Route path="admin/users/:userId" element={<Story />} />
  </Routes>
);

const meta = {
  title: 'Admin/UserDetailsScreen',
  component: UserDetailsScreen,
  decorators: [atUserRoute, withAdminLayout],
  parameters: { layout: 'fullscreen', route: '/admin/users/2', bootstrap: adminBootstrap() },
  beforeEach({ msw }) {
    msw.use(...userDetailsHandlers());
  },
} satisfies Meta<typeof UserDetailsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The details tab; arrow keys move along the tabs and the URL keeps the one chosen. */
export const Details: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Grace Hopper', level: 1 });
    await expect(canvas.getByText('grace@example.com')).toBeVisible();
    const details = canvas.getByRole('tab', { name: 'Details' });
    details.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'Security' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    await expect(canvas.getByText('Firefox on Linux')).toBeVisible();
  },
};

/** Opened on `?tab=security`: a browser signed out by keyboard leaves the list. */
export const Security: Story = {
  parameters: { route: '/admin/users/2?tab=security' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Sessions' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    within(list).getAllByRole('button', { name: 'Sign out' })[0]!.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    await waitFor(() => expect(lastToast()).toBe('Session signed out'));
    await expect(canvas.queryByText('Firefox on Linux')).toBeNull();
  },
};

/** The direct grants in the picker; saved by keyboard. */
export const Permissions: Story = {
  parameters: { route: '/admin/users/2?tab=permissions' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = await canvas.findByRole('button', { name: 'Save' });
    save.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(lastToast()).toBe('Permissions saved'));
  },
};

/** A token revoked by keyboard; then the empty state. */
export const Api: Story = {
  parameters: { route: '/admin/users/2?tab=api' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Backup script');
    canvas.getByRole('button', { name: 'Revoke' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('No access tokens')).toBeVisible();
  },
};

/** The date tab: the user's language and time zone; a new zone picked and saved by keyboard. */
export const DateAndTime: Story = {
  parameters: { route: '/admin/users/2?tab=date' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const zone = await canvas.findByRole('button', { name: /Time zone/ });
    await waitFor(() => expect(zone).toHaveTextContent('Europe/Paris'));
    zone.focus();
    await userEvent.keyboard('{ArrowDown}');
    const tokyo = await within(document.body).findByRole('option', { name: 'Asia/Tokyo' });
    await waitFor(() => expect(document.activeElement).not.toBe(zone));
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(tokyo).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(zone).toHaveTextContent('Asia/Tokyo'));
    canvas.getByRole('button', { name: 'Save' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(lastToast()).toBe('Preferences saved'));
  },
};

/** An address not confirmed yet: Confirm email, by keyboard. */
export const UnconfirmedEmail: Story = {
  beforeEach({ msw }) {
    msw.use(...userDetailsHandlers(userDetailsFixture({ email_verified_at: null })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const confirm = await canvas.findByRole('button', { name: 'Confirm email' });
    confirm.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(lastToast()).toBe('Email address confirmed'));
    await expect(canvas.queryByRole('button', { name: 'Confirm email' })).toBeNull();
  },
};

export const NotFound: Story = {
  parameters: { route: '/admin/users/999' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('User not found.')).toBeVisible();
  },
};
