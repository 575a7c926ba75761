import type { Meta, StoryObj } from '@storybook/react-vite';
import { Copy, Pencil, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Popover } from '../Popover/Popover';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger, SubmenuTrigger } from './Menu';

const selectionModes = ['none', 'single', 'multiple'] as const;

const meta = {
  title: 'UI/Menu',
  component: Menu,
  args: { onAction: fn(), selectionMode: 'none' },
  argTypes: { selectionMode: { control: 'select', options: selectionModes } },
  render: (args) => (
    <MenuTrigger>
      <Button variant="outline">Actions</Button>
      <Popover>
        <Menu {...args}>
          <MenuSection title="File">
            <MenuItem id="rename" icon={<Pencil aria-hidden="true" size={16} />} shortcut="F2">
              Rename
            </MenuItem>
            <MenuItem id="copy" icon={<Copy aria-hidden="true" size={16} />}>
              Make a copy
            </MenuItem>
            <SubmenuTrigger>
              <MenuItem id="share">Share</MenuItem>
              <Popover>
                <Menu onAction={args.onAction}>
                  <MenuItem id="people">With people</MenuItem>
                  <MenuItem id="link">Copy link</MenuItem>
                </Menu>
              </Popover>
            </SubmenuTrigger>
          </MenuSection>
          <MenuSeparator />
          <MenuItem id="delete" variant="danger" icon={<Trash2 aria-hidden="true" size={16} />}>
            Delete
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  ),
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed; the play function opens it by keyboard, moves with arrows and runs an item. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Actions' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await within(document.body).findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('copy', undefined);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = {
  render: (args) => (
    <MenuTrigger defaultOpen>
      <Button variant="outline">Actions</Button>
      <Popover>
        <Menu {...args}>
          <MenuItem id="rename">Rename</MenuItem>
          <MenuItem id="copy">Make a copy</MenuItem>
          <MenuItem id="disabled" isDisabled>
            Move (no permission)
          </MenuItem>
          <MenuSeparator />
          <MenuItem id="delete" variant="danger">
            Delete
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  ),
};

export const SingleSelection: Story = {
  args: { selectionMode: 'single', defaultSelectedKeys: ['list'] },
  render: (args) => (
    <MenuTrigger defaultOpen>
      <Button variant="outline">View</Button>
      <Popover>
        <Menu {...args} aria-label="View">
          <MenuItem id="list">List</MenuItem>
          <MenuItem id="grid">Grid</MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  ),
};
