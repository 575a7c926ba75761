import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import { Dialog, DialogBody, DialogFooter, DialogTitle, DialogTrigger } from './Dialog';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: { showCloseButton: true, closeLabel: 'Close' },
  render: (args) => (
    <DialogTrigger>
      <Button>Rename</Button>
      <Modal>
        <Dialog {...args}>
          {({ close }) => (
            <>
              <DialogTitle>Rename file</DialogTitle>
              <DialogBody>Choose a new name for “Report.pdf”.</DialogBody>
              <DialogFooter>
                <Button variant="outline" onPress={close}>
                  Cancel
                </Button>
                <Button onPress={close}>Save</Button>
              </DialogFooter>
            </>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed; the play function opens it by keyboard, closes it with Escape and checks focus. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Rename' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog', { name: 'Rename file' });
    await expect(dialog).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = {
  render: (args) => (
    <Modal defaultOpen>
      <Dialog {...args}>
        <DialogTitle>Rename file</DialogTitle>
        <DialogBody>Choose a new name for “Report.pdf”.</DialogBody>
        <DialogFooter>
          <Button variant="outline">Cancel</Button>
          <Button>Save</Button>
        </DialogFooter>
      </Dialog>
    </Modal>
  ),
};

export const WithoutCloseButton: Story = {
  args: { showCloseButton: false },
  render: Open.render,
};
