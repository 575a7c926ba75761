import type { Meta, StoryObj } from '@storybook/react-vite';
import { LayoutGrid, List } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { ButtonGroup } from './ButtonGroup';

const meta = {
  title: 'UI/Actions/ButtonGroup',
  component: ButtonGroup,
  args: {
    'aria-label': 'Dialog actions',
    children: [
      <Button key="cancel" variant="outline">
        Cancel
      </Button>,
      <Button key="save">Save</Button>,
    ],
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof ButtonGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save' })).toHaveFocus());
  },
};

export const Attached: Story = {
  args: {
    'aria-label': 'View',
    isAttached: true,
    children: [
      <IconButton key="list" aria-label="List view" variant="outline">
        <List aria-hidden="true" />
      </IconButton>,
      <IconButton key="grid" aria-label="Grid view" variant="outline">
        <LayoutGrid aria-hidden="true" />
      </IconButton>,
    ],
  },
};

export const AttachedButtons: Story = {
  args: {
    'aria-label': 'Sort',
    isAttached: true,
    children: ['Name', 'Modified', 'Size'].map((label) => (
      <Button key={label} variant="outline">
        {label}
      </Button>
    )),
  },
};

export const Disabled: Story = { args: { isDisabled: true } };
