import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { FileTrigger } from '../FileTrigger/FileTrigger';
import { DropZone } from './DropZone';

const meta = {
  title: 'UI/DropZone',
  component: DropZone,
  args: { label: 'Drop files or folders here to upload', onDropFiles: fn() },
} satisfies Meta<typeof DropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The zone is reachable by keyboard (paste files with Ctrl/Cmd+V).
    await expect(
      canvas.getByRole('button', { name: /Drop files or folders here to upload/ }),
    ).toBeInTheDocument();
  },
};

export const WithFileTrigger: Story = {
  render: (args) => (
    <DropZone {...args}>
      <FileTrigger allowsMultiple>Choose files</FileTrigger>
    </DropZone>
  ),
};

/** The highlight shown while files are dragged over the zone. */
export const DropTarget: Story = {
  play: async ({ canvasElement }) => {
    const zone = within(canvasElement).getByText(/Drop files or folders/)
      .parentElement as HTMLElement;
    const dataTransfer = new DataTransfer();
    dataTransfer.items.add(new File(['x'], 'photo.png', { type: 'image/png' }));
    zone.dispatchEvent(
      new DragEvent('dragenter', { dataTransfer, bubbles: true, clientX: 10, clientY: 10 }),
    );
    await waitFor(() => expect(zone).toHaveAttribute('data-drop-target', 'true'));
  },
};

export const Disabled: Story = { args: { isDisabled: true } };
