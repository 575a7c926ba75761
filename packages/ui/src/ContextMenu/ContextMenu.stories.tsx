import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Menu, MenuItem, MenuSeparator } from '../Menu/Menu';
import { ContextMenu } from './ContextMenu';

const onAction = fn();

const menu = (
  <Menu aria-label="File actions" onAction={onAction}>
    <MenuItem id="open">Open</MenuItem>
    <MenuItem id="rename">Rename</MenuItem>
    <MenuSeparator />
    <MenuItem id="delete" variant="danger">
      Delete
    </MenuItem>
  </Menu>
);

const meta = {
  title: 'UI/ContextMenu',
  component: ContextMenu,
  args: { menu, children: null },
  render: (args) => (
    <ContextMenu {...args}>
      <ul aria-label="Files" style={{ listStyle: 'none', padding: 0 }}>
        {['Report.pdf', 'Holiday.jpg'].map((name) => (
          <li key={name}>
            <button type="button" style={{ padding: 8 }}>
              {name}
            </button>
          </li>
        ))}
      </ul>
    </ContextMenu>
  ),
} satisfies Meta<typeof ContextMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed; Shift+F10 on the focused file opens the menu there, Escape returns focus. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const file = within(canvasElement).getByRole('button', { name: 'Report.pdf' });
    await waitFor(() => expect(file).toHaveFocus());
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    await within(document.body).findByRole('menu', { name: 'File actions' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(file).toHaveFocus());
  },
};

/** Opened by right-click at the pointer. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const file = within(canvasElement).getByRole('button', { name: 'Holiday.jpg' });
    await userEvent.pointer({ keys: '[MouseRight]', target: file });
    await expect(await within(document.body).findByRole('menu')).toBeInTheDocument();
  },
};
