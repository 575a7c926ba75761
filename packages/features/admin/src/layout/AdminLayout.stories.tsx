import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminBootstrap, adminHandlers } from '../mocks';
import { RolesScreen } from '../screens/RolesScreen';
import { AdminLayout } from './AdminLayout';

const meta = {
  title: 'Admin/AdminLayout',
  component: AdminLayout,
  parameters: { layout: 'fullscreen', route: '/admin/roles', bootstrap: adminBootstrap() },
  args: { layout: 'columns', children: <RolesScreen /> },
  beforeEach({ msw }) {
    msw.use(...adminHandlers());
  },
} satisfies Meta<typeof AdminLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wide: the sidebar beside the page; Tab reaches the site link, then each admin screen. */
export const Wide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Admin' });
    const roles = within(nav).getByRole('link', { name: 'Roles' });
    await expect(roles).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Coffer' })).toHaveFocus();
    await userEvent.tab();
    // The dashboard leads the sidebar; it is not current on a sub-page.
    const dashboard = within(nav).getByRole('link', { name: 'Dashboard' });
    await expect(dashboard).toHaveFocus();
    await expect(dashboard).not.toHaveAttribute('aria-current');
    await userEvent.tab();
    const users = within(nav).getByRole('link', { name: 'Users' });
    await expect(users).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(users).toHaveAttribute('aria-current', 'page'));
    await expect(roles).not.toHaveAttribute('aria-current');
  },
};

/** Phone width: the menu button opens the sidebar as a drawer, which closes on navigation. */
export const Phone: Story = {
  args: { layout: 'drawer' },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Roles' });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Open admin menu' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await body.findByRole('dialog');
    const users = await within(drawer).findByRole('link', { name: 'Users' });
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    users.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The admin placed a menu at `admin-sidebar`: its visible items replace the default list. */
export const ConfiguredMenu: Story = {
  parameters: {
    bootstrap: (() => {
      const data = adminBootstrap();
      data.settings.menus = [
        {
          id: 'admin',
          name: 'Admin',
          positions: ['admin-sidebar'],
          items: [
            { id: 'a', type: 'route', label: 'People', action: '/admin/users' },
            {
              id: 'b',
              type: 'route',
              label: 'Billing plans',
              action: '/admin/plans',
              permissions: ['plans.update'],
            },
          ],
        },
      ];
      return data;
    })(),
  },
  play: async ({ canvasElement }) => {
    const nav = await within(canvasElement).findByRole('navigation', { name: 'Admin' });
    await expect(within(nav).getByRole('link', { name: 'People' })).toBeInTheDocument();
    await expect(within(nav).queryByRole('link', { name: 'Billing plans' })).toBeNull();
  },
};
