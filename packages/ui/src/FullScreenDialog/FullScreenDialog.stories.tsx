import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { DialogTrigger } from '../Dialog/Dialog';
import { FullScreenDialog } from './FullScreenDialog';

const meta = {
  title: 'UI/FullScreenDialog',
  component: FullScreenDialog,
  args: {
    title: 'An error occured',
    children: 'TypeError: Cannot read properties of undefined (reading “id”)',
    footer: <Button variant="outline">Download log</Button>,
  },
  render: (args) => (
    <DialogTrigger>
      <Button>Show error</Button>
      <FullScreenDialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof FullScreenDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Show error' });
    await userEvent.click(trigger);
    await expect(await within(document.body).findByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  render: (args) => <FullScreenDialog {...args} />,
};
