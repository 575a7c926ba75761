import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UploadPanel } from './UploadPanel';
import type { UploadItem, UploadStore } from './upload-store';

/** A store frozen in one state, with spies for the panel's buttons. */
function fixedStore(items: UploadItem[]): UploadStore {
  return {
    subscribe: () => () => true,
    getSnapshot: () => items,
    connect: fn(),
    add: fn(),
    pause: fn(),
    resume: fn(),
    resumeWith: fn(),
    retry: fn(),
    cancel: fn(),
    clearFinished: fn(),
  };
}

const item = (overrides: Partial<UploadItem>): UploadItem => ({
  id: 'u1',
  name: 'holiday.mp4',
  relativePath: null,
  size: 50_000_000,
  sent: 20_000_000,
  status: 'uploading',
  speed: 2_500_000,
  error: null,
  ...overrides,
});

const meta = {
  title: 'Drive/UploadPanel',
  component: UploadPanel,
  args: {
    store: fixedStore([
      item({}),
      item({ id: 'u2', name: 'notes.txt', size: 2048, sent: 0, status: 'queued', speed: 0 }),
    ]),
  },
} satisfies Meta<typeof UploadPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Uploading: progress, speed and time left; Pause by keyboard. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement).getByRole('region', { name: 'Uploads' });
    // A plural message: the ICU format loads with the first one (the plain lookup until then).
    await expect(await within(panel).findByText('Uploading 2 of 2 items')).toBeInTheDocument();
    await expect(within(panel).getByText(/12s left/)).toBeInTheDocument();
    within(panel).getByRole('button', { name: 'Pause holiday.mp4' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.store?.pause).toHaveBeenCalledWith('u1');
  },
};

export const Paused: Story = {
  args: { store: fixedStore([item({ status: 'paused', speed: 0 })]) },
};

/** A server refusal is shown on its file, with Retry. */
export const Refused: Story = {
  args: {
    store: fixedStore([
      item({ status: 'failed', error: 'Files of this type cannot be uploaded.', speed: 0 }),
    ]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Files of this type cannot be uploaded.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Retry holiday.mp4' })).toBeInTheDocument();
  },
};

export const Finished: Story = {
  args: {
    store: fixedStore([
      item({ status: 'done', sent: 50_000_000, speed: 0 }),
      item({ id: 'u2', name: 'notes.txt', status: 'done', size: 2048, sent: 2048, speed: 0 }),
    ]),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('2 uploads complete')).toBeInTheDocument();
  },
};

/** Offline: the upload waits for the connection and goes on by itself; Cancel still works. */
export const Offline: Story = {
  args: { store: fixedStore([item({ status: 'offline', speed: 0 })]) },
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement).getByRole('region', { name: 'Uploads' });
    await expect(within(panel).getByText('Waiting for the connection')).toBeInTheDocument();
    within(panel).getByRole('button', { name: 'Cancel holiday.mp4' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.store?.cancel).toHaveBeenCalledWith('u1');
  },
};

/** After a reload: the unfinished upload resumes once its file is chosen again. */
export const Interrupted: Story = {
  args: { store: fixedStore([item({ status: 'interrupted', speed: 0 })]) },
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement).getByRole('region', { name: 'Uploads' });
    await expect(within(panel).getByText('1 upload interrupted')).toBeInTheDocument();
    await expect(
      within(panel).getByText('Interrupted at 40% · choose the file again to resume'),
    ).toBeInTheDocument();
    await expect(within(panel).getByRole('button', { name: 'Resume holiday.mp4' })).toBeVisible();
    within(panel).getByRole('button', { name: 'Cancel holiday.mp4' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.store?.cancel).toHaveBeenCalledWith('u1');
  },
};
