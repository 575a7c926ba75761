import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Sidebar, sidebarLayouts } from './Sidebar';

const nav = (
  <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
    <li>
      <a href="#files">My files</a>
    </li>
    <li>
      <a href="#shared">Shared with me</a>
    </li>
    <li>
      <a href="#trash">Trash</a>
    </li>
  </ul>
);

const meta = {
  title: 'UI/Sidebar',
  component: Sidebar,
  args: { nav, header: <strong>Coffer</strong>, children: <p>Folder contents</p>, layout: 'auto' },
  argTypes: { layout: { control: 'inline-radio', options: sidebarLayouts } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two columns above 768 px, a drawer at or below (resize the canvas). */
export const Default: Story = {};

export const Columns: Story = {
  args: { layout: 'columns' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Navigation' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Open navigation' })).toBeNull();
  },
};

export const Drawer: Story = {
  args: { layout: 'drawer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const open = canvas.getByRole('button', { name: 'Open navigation' });
    await userEvent.tab();
    await waitFor(() => expect(open).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const drawer = await within(document.body).findByRole('dialog', { name: 'Navigation' });
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(open).toHaveFocus());
  },
};

export const DrawerOpen: Story = { args: { layout: 'drawer', isDrawerOpen: true } };
