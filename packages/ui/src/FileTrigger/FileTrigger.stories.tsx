import type { Meta, StoryObj } from '@storybook/react-vite';
import { FolderSearch } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { buttonVariants } from '../Button/Button';
import { FileTrigger } from './FileTrigger';

const meta = {
  title: 'UI/FileTrigger',
  component: FileTrigger,
  args: { children: 'Upload files', allowsMultiple: true, onSelect: fn() },
  argTypes: { variant: { control: 'select', options: buttonVariants } },
} satisfies Meta<typeof FileTrigger>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Upload files' })).toHaveFocus());
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await expect(args.onSelect).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'notes.txt' }),
    ]);
  },
};

export const Folder: Story = { args: { children: 'Upload a folder', acceptDirectory: true } };

export const ImagesOnly: Story = {
  args: { children: 'Choose images', acceptedFileTypes: ['image/png', 'image/jpeg'] },
};

export const Primary: Story = { args: { variant: 'primary' } };

export const Disabled: Story = { args: { isDisabled: true } };

/** An icon button, named by `aria-label`, as a list row's "choose the file again" action. */
export const IconOnly: Story = {
  args: {
    children: undefined,
    'aria-label': 'Resume report.pdf',
    icon: <FolderSearch size={16} aria-hidden="true" />,
    variant: 'text',
    size: 'sm',
    allowsMultiple: false,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Resume report.pdf' });
    await waitFor(() => expect(button).toHaveFocus());
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    const opened = new Promise<void>((resolve) =>
      input.addEventListener(
        'click',
        (event) => {
          // The system picker cannot open in a test; the click is what opens it.
          event.preventDefault();
          resolve();
        },
        { once: true },
      ),
    );
    await userEvent.keyboard('{Enter}');
    await opened;
    await userEvent.upload(input, new File(['%PDF'], 'report.pdf', { type: 'application/pdf' }));
    await expect(args.onSelect).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'report.pdf' }),
    ]);
  },
};
