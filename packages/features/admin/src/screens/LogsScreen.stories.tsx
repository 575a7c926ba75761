import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminBootstrap } from '../mocks';
import { logsHandlers } from '../mocks/logs';
import { adminScreenMeta, body, lastToast } from '../mocks/stories';
import { LogsScreen } from './LogsScreen';

const meta = {
  title: 'Admin/LogsScreen',
  component: LogsScreen,
  ...adminScreenMeta('/admin/logs', adminBootstrap(['admin.access', 'logs.view'])),
  beforeEach({ msw }) {
    msw.use(...logsHandlers());
  },
} satisfies Meta<typeof LogsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Focuses an element as the keyboard would reach it, and presses Enter on it. */
async function pressWithKeyboard(element: HTMLElement) {
  element.focus();
  await waitFor(() => expect(element).toHaveFocus());
  await userEvent.keyboard('{Enter}');
}

/** A row's last-cell button as the keyboard reaches it: the row, then ArrowLeft to its last cell. */
async function pressRowButton(canvasElement: HTMLElement, rowText: string, button: string) {
  const canvas = within(canvasElement);
  const row = (await canvas.findByText(rowText)).closest<HTMLElement>('[role="row"]');
  row?.focus();
  await waitFor(() => expect(row).toHaveFocus());
  await userEvent.keyboard('{ArrowLeft}');
  const target = within(row as HTMLElement).getByRole('button', { name: button });
  await waitFor(() => expect(target).toHaveFocus());
  await userEvent.keyboard('{Enter}');
  return target;
}

/** The schedule tab: each job with Run now; Enter runs it and the run heads the list. */
export const Schedule: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const runs = await canvas.findByRole('grid', { name: 'Runs' });
    await expect(canvas.getByRole('tab', { name: 'Schedule' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(await within(runs).findAllByText('Storage did not answer in time.')).not.toEqual(
      [],
    );
    await expect(canvas.getByText('1–15 of 20')).toBeInTheDocument();
    await pressWithKeyboard(canvas.getByRole('button', { name: 'Run now drive.tus-expired' }));
    await waitFor(() => expect(lastToast()).toBe('Ran drive.tus-expired'));
    await waitFor(() => expect(canvas.getByText('1–15 of 21')).toBeInTheDocument());
    await expect(within(runs).getAllByRole('row')[1]).toHaveTextContent('drive.tus-expired');
    await expect(within(runs).getAllByRole('row')[1]).toHaveTextContent('Removed 0 expired items');
  },
};

/** A job whose run fails: the toast says so, with the job's own error. */
export const ScheduleRunFails: Story = {
  beforeEach({ msw }) {
    msw.use(...logsHandlers({ failingJobs: ['sharing.expired-links'] }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: 'Runs' });
    await pressWithKeyboard(canvas.getByRole('button', { name: 'Run now sharing.expired-links' }));
    await waitFor(() =>
      expect(lastToast()).toBe('sharing.expired-links failed: Storage did not answer in time.'),
    );
  },
};

/** The arrow keys move between the tabs; each tab shows its own log. */
export const SwitchTabsByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: 'Runs' });
    const schedule = canvas.getByRole('tab', { name: 'Schedule' });
    schedule.focus();
    await waitFor(() => expect(schedule).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await expect(await canvas.findByRole('grid', { name: 'Error log' })).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'Errors' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowRight}');
    await expect(await canvas.findByRole('grid', { name: 'Outgoing email' })).toBeInTheDocument();
    await expect(canvas.queryByRole('grid', { name: 'Error log' })).toBeNull();
  },
};

/** `?tab=error`: the entries, the download, and an entry's stack trace in a dialog. */
export const Errors: Story = {
  parameters: { route: '/admin/logs?tab=error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Error log' });
    await expect(
      within(grid).getByText('Cannot read properties of undefined (reading "size")'),
    ).toBeInTheDocument();
    await expect(canvas.getByText('1–15 of 18')).toBeInTheDocument();
    await expect(
      canvas.getByRole('link', { name: 'Download latest log' }).getAttribute('href'),
    ).toBe('/api/v1/logs/error/download-latest');
    const message = 'Cannot read properties of undefined (reading "size")';
    const details = await pressRowButton(canvasElement, message, `Details ${message}`);
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Error log entry' });
    await expect(within(dialog).getByText('/api/v1/drive/file-entries/100')).toBeInTheDocument();
    await expect(within(dialog).getByRole('region', { name: 'Stack trace' })).toHaveTextContent(
      'at entrySize',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(details).toHaveFocus());
  },
};

/** The last page of the error log, reached with the keyboard: the unreadable line is kept. */
export const ErrorsLastPage: Story = {
  parameters: { route: '/admin/logs?tab=error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('1–15 of 18');
    await pressWithKeyboard(canvas.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(canvas.getByText('16–18 of 18')).toBeInTheDocument());
    await expect(
      await canvas.findByText('stray output before the first entry'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'Errors' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/**
 * `?tab=outgoing-email`: searched by subject; the preview shows the message in a frame that
 * is fully sandboxed, so its script never runs in the page.
 */
export const OutgoingEmail: Story = {
  parameters: { route: '/admin/logs?tab=outgoing-email' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('1–15 of 20');
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    search.focus();
    await userEvent.keyboard('reset');
    await waitFor(() => expect(canvas.getByText('1–4 of 4')).toBeInTheDocument());
    await expect(canvas.queryByText('Welcome to Coffer')).toBeNull();
    await pressRowButton(canvasElement, 'user2@example.com', 'Preview Reset your password');
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: 'Reset your password',
    });
    const frame = await within(dialog).findByTitle('Message as sent');
    await expect(frame.getAttribute('sandbox')).toBe('');
    await expect(frame.getAttribute('srcdoc')).toContain('<h1>Reset your password</h1>');
    await expect(within(dialog).getByRole('region', { name: 'Plain text' })).toHaveTextContent(
      'Hello user2,',
    );
    // The message's own markup is only inside the frame, never in this page.
    await expect(canvasElement.ownerDocument.querySelector('h1 + p b')).toBeNull();
    await expect(canvasElement.ownerDocument.title).not.toBe('escaped');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...logsHandlers({ schedules: [], runs: [], errors: [], emails: [] }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No runs yet')).toBeInTheDocument();
    await expect(canvas.getByText('No job has been scheduled yet.')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...logsHandlers({ pending: true }));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Loading' }),
    ).toBeInTheDocument();
  },
};
