import type { Meta, StoryObj } from '@storybook/react-vite';
import { Dialog, DialogBody, DialogTitle } from '../Dialog/Dialog';
import { Modal, modalSizes } from './Modal';

const meta = {
  title: 'UI/Modal',
  component: Modal,
  args: { defaultOpen: true, size: 'md' },
  argTypes: { size: { control: 'select', options: modalSizes } },
  render: (args) => (
    <Modal {...args}>
      <Dialog>
        <DialogTitle>Storage details</DialogTitle>
        <DialogBody>You are using 2.1 GB of 15 GB.</DialogBody>
      </Dialog>
    </Modal>
  ),
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
export const FullScreen: Story = { args: { size: 'fullScreen' } };
export const Closed: Story = { args: { defaultOpen: false } };
