import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog, DialogBody, DialogTitle, DialogTrigger } from '../Dialog/Dialog';
import { HoverPopoverTrigger } from './HoverPopoverTrigger';
import { Popover } from './Popover';

const placements = ['bottom', 'top', 'start', 'end'] as const;

const content = (
  <Dialog showCloseButton={false}>
    <DialogTitle>Storage</DialogTitle>
    <DialogBody>2.1 GB of 15 GB used</DialogBody>
  </Dialog>
);

const meta = {
  title: 'UI/Popover',
  component: Popover,
  args: { placement: 'bottom' },
  argTypes: { placement: { control: 'select', options: placements } },
  render: (args) => (
    <DialogTrigger>
      <Button variant="outline">Storage</Button>
      <Popover {...args}>{content}</Popover>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed; the play function opens it by keyboard and closes it with Escape. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Storage' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await within(document.body).findByRole('dialog', { name: 'Storage' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = {
  render: (args) => (
    <DialogTrigger defaultOpen>
      <Button variant="outline">Storage</Button>
      <Popover {...args}>{content}</Popover>
    </DialogTrigger>
  ),
};

/** Opens while hovered; closes 150 ms after the pointer leaves trigger and popover. */
export const OnHover: Story = {
  render: (args) => (
    <HoverPopoverTrigger>
      <Button variant="outline">Storage</Button>
      <Popover {...args}>{content}</Popover>
    </HoverPopoverTrigger>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Storage' }));
    await expect(await within(document.body).findByRole('dialog')).toBeInTheDocument();
  },
};
