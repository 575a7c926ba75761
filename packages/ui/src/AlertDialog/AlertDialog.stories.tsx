import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { DialogTrigger } from '../Dialog/Dialog';
import { AlertDialog, alertDialogVariants } from './AlertDialog';

const meta = {
  title: 'UI/AlertDialog',
  component: AlertDialog,
  args: {
    title: 'Delete “Report.pdf”?',
    children: 'It moves to the trash for 30 days.',
    variant: 'destructive',
    confirmLabel: 'Delete',
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: { variant: { control: 'select', options: alertDialogVariants } },
  render: (args) => (
    <DialogTrigger>
      <Button variant="danger">Delete</Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed; the play function opens it, confirms by keyboard and checks focus returns. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete' });
    await userEvent.click(trigger);
    const body = within(document.body);
    await expect(await body.findByRole('alertdialog')).toBeInTheDocument();
    await waitFor(() => expect(body.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const OpenDestructive: Story = {
  args: { defaultOpen: true },
  render: (args) => <AlertDialog {...args} />,
};

export const OpenConfirm: Story = {
  args: {
    defaultOpen: true,
    variant: 'confirm',
    title: 'Leave workspace?',
    children: 'You can join again with a new invitation.',
    confirmLabel: 'Leave',
  },
  render: (args) => <AlertDialog {...args} />,
};

export const Pending: Story = {
  args: { defaultOpen: true, isPending: true },
  render: (args) => <AlertDialog {...args} />,
};
