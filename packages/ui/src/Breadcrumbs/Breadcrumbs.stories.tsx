import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';

const path = [
  { id: 'root', label: 'My files', href: '#/files' },
  { id: 'projects', label: 'Projects', href: '#/files/projects' },
  { id: '2026', label: '2026', href: '#/files/projects/2026' },
  { id: 'coffer', label: 'Coffer', href: '#/files/projects/2026/coffer' },
  { id: 'design', label: 'Design', href: '#/files/projects/2026/coffer/design' },
  { id: 'icons', label: 'Icons' },
];

const meta = {
  title: 'UI/Breadcrumbs',
  component: Breadcrumbs,
  args: { items: path.slice(0, 3), onAction: fn() },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('link', { name: 'My files' })).toHaveFocus());
    await expect(canvas.getByText('2026')).toHaveAttribute('aria-current', 'page');
  },
};

/** More crumbs than `maxVisible`: the middle collapses into a "…" menu. */
export const Collapsed: Story = {
  args: { items: path, maxVisible: 3 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    // Re-queried: the button may be the placeholder shown while the menu's code loads.
    const more = () => canvas.getByRole('button', { name: 'Show hidden folders' });
    await waitFor(() => expect(more()).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(more()).toHaveFocus());
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** Each crumb accepts drops (drag a file from the desktop onto a folder). */
export const DropTargets: Story = {
  args: { items: path.slice(0, 4), onDropItems: fn() },
};
