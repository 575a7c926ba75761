import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  clearLiveAnnouncer,
  fileRequestFixture,
  fileRequestPageHandlers,
  fileRequestUploadFixture,
} from '../mocks';
import { FileRequestPage } from './FileRequestPage';

const meta = {
  title: 'File requests/FileRequestPage',
  component: FileRequestPage,
  parameters: { layout: 'fullscreen', route: '/drive/r/ReQuEsTrEqUeSt01' },
  render: () => (
    <Routes>
      <Route path="/drive/r/:hash" element={<FileRequestPage />} />
    </Routes>
  ),
  beforeEach({ msw }) {
    clearLiveAnnouncer();
    msw.use(...fileRequestPageHandlers());
  },
} satisfies Meta<typeof FileRequestPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const grace = { name: 'Grace Hopper', email: 'grace@example.org' };

/** A first visit: what is asked, by whom and by when; name and email first (keyboard only). */
export const NewVisitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Conference photos' }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Ada Lovelace is asking you for files.')).toBeInTheDocument();
    await expect(canvas.getByText('Full-size JPEGs, please.')).toBeInTheDocument();
    await expect(canvas.getByText(/Please send your files by/)).toBeInTheDocument();
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Your name' })).toHaveFocus());
    await userEvent.keyboard('Grace Hopper');
    await userEvent.tab();
    await userEvent.keyboard('grace@example.org{Enter}');
    await expect(await canvas.findByText(/Sending as/)).toHaveTextContent(
      'Sending as Grace Hopper (grace@example.org).',
    );
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toBeInTheDocument();
  },
};

/** A bad email comes back from the server onto its field. */
export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: 'Your name' });
    await userEvent.tab();
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.keyboard('Grace');
    await userEvent.tab();
    // Passes the browser's own check (it has an @), not the server's.
    await userEvent.keyboard('grace@nowhere{Enter}');
    await expect(
      (await canvas.findAllByText('Enter a valid email address.')).length,
    ).toBeGreaterThan(0);
  },
};

/** Choosing a file sends it; it then shows under 'Your uploads' — the visitor's own only. */
export const Upload: Story = {
  beforeEach({ msw }) {
    msw.use(...fileRequestPageHandlers({ visitor: grace }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Nothing sent yet. Only you can see the files you send here.'),
    ).toBeInTheDocument();
    // 'Not you?', the drop zone (it takes focus for keyboard paste), then 'Choose files'.
    const choose = canvas.getByRole('button', { name: 'Choose files' });
    for (let i = 0; i < 3 && document.activeElement !== choose; i += 1) await userEvent.tab();
    await waitFor(() => expect(choose).toHaveFocus());
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['hello'], 'speaker-notes.txt', { type: 'text/plain' }));
    const mine = await canvas.findByRole('list', { name: 'Your uploads' }, { timeout: 5000 });
    await expect(within(mine).getByText('speaker-notes.txt')).toBeInTheDocument();
    await expect(await canvas.findByText('All done.')).toBeInTheDocument();
  },
};

/** A file over the site's limit fails at once, with the reason. */
export const TooLarge: Story = {
  beforeEach({ msw }) {
    msw.use(...fileRequestPageHandlers({ visitor: grace, maxFileSize: 4 }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Up to 4 B per file.')).toBeInTheDocument();
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['too big'], 'big.txt', { type: 'text/plain' }));
    await expect(
      await canvas.findByText('The file is larger than the maximum upload size.'),
    ).toBeInTheDocument();
  },
};

/** A returning visitor sees what they sent before, late ones marked. */
export const ReturningVisitor: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...fileRequestPageHandlers({
        visitor: grace,
        request: fileRequestFixture({
          deadline: '2026-01-01T12:00:00.000Z',
          allow_late_uploads: true,
        }),
        uploads: [
          fileRequestUploadFixture({ id: 2, name: 'panel.jpg', late: true }),
          fileRequestUploadFixture(),
        ],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mine = await canvas.findByRole('list', { name: 'Your uploads' });
    await expect(within(mine).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(mine).getByText(/after the deadline/)).toBeInTheDocument();
    await expect(canvas.getByText(/Late files are still accepted/)).toBeInTheDocument();
  },
};

/** Password first: a wrong one says so, the right one opens the request (keyboard only). */
export const PasswordProtected: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...fileRequestPageHandlers({
        secret: 'open sesame',
        request: fileRequestFixture({ has_password: true }),
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: 'This request is protected' });
    await expect(canvas.queryByText('Full-size JPEGs, please.')).not.toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard('wrong{Enter}');
    await expect(await canvas.findByText('The password is incorrect.')).toBeInTheDocument();
    const field = canvas.getByLabelText('Password', { selector: 'input' });
    await userEvent.clear(field);
    await userEvent.keyboard('open sesame{Enter}');
    await expect(await canvas.findByRole('textbox', { name: 'Your name' })).toBeInTheDocument();
  },
};

/** Past the deadline with late uploads off: a clear closed page, no upload area. */
export const Closed: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...fileRequestPageHandlers({
        visitor: grace,
        request: fileRequestFixture({ deadline: '2026-01-01T12:00:00.000Z', closed: true }),
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'This file request is closed' }),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Choose files' })).not.toBeInTheDocument();
  },
};

/** Removed, or its folder is gone. */
export const Gone: Story = {
  beforeEach({ msw }) {
    msw.use(...fileRequestPageHandlers({ gone: true }));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('This file request is no longer available'),
    ).toBeInTheDocument();
  },
};
