import { bootstrapFixture, fileEntryFixture, userFixture } from '@coffer/contract/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { clearLiveAnnouncer, linkFixture, linkPageHandlers, ownerUser } from '../mocks';
import { SharedLinkPage } from './SharedLinkPage';

const meta = {
  title: 'Sharing/SharedLinkPage',
  component: SharedLinkPage,
  parameters: { layout: 'fullscreen', route: '/drive/s/AbCdEfGhIjKlMnOp' },
  render: () => (
    <Routes>
      <Route path="/drive/s/:hash" element={<SharedLinkPage />} />
    </Routes>
  ),
  beforeEach({ msw }) {
    clearLiveAnnouncer();
    msw.use(...linkPageHandlers());
  },
} satisfies Meta<typeof SharedLinkPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A shared folder seen by a signed-in visitor: contents, download all, save to my drive. */
export const Folder: Story = {
  parameters: { bootstrap: bootstrapFixture({ user: userFixture() }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Plans' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Download all' })).toHaveAttribute(
      'href',
      '/api/v1/shareable-links/AbCdEfGhIjKlMnOp/download',
    );
    await expect(canvas.getByRole('link', { name: 'Download budget.xlsx' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Save to my drive' })).toBeInTheDocument();
  },
};

/** Downloads off: no download links at all. */
export const DownloadDisabled: Story = {
  beforeEach({ msw }) {
    msw.use(...linkPageHandlers({ link: linkFixture({ allow_download: false }) }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Plans' });
    await expect(canvas.queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();
    await expect(
      canvas.queryByRole('button', { name: 'Save to my drive' }),
    ).not.toBeInTheDocument();
  },
};

/** A single file without an inline preview type. */
export const File: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...linkPageHandlers({ entry: fileEntryFixture({ name: 'notes.txt', users: [ownerUser] }) }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'notes.txt' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Download' })).toBeInTheDocument();
  },
};

/** Password first: a wrong one shows an error, the right one opens the folder (keyboard only). */
export const PasswordProtected: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...linkPageHandlers({ secret: 'open sesame', link: linkFixture({ has_password: true }) }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'This link is protected' });
    await userEvent.tab();
    await userEvent.keyboard('wrong{Enter}');
    await expect(await canvas.findByText('The password is incorrect.')).toBeInTheDocument();
    const field = canvas.getByLabelText('Password', { selector: 'input' });
    await userEvent.clear(field);
    await userEvent.type(field, 'open sesame{Enter}');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Plans' }),
    ).toBeInTheDocument();
  },
};

/** Removed or expired. */
export const Gone: Story = {
  beforeEach({ msw }) {
    msw.use(...linkPageHandlers({ gone: true }));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('This link is no longer available'),
    ).toBeInTheDocument();
  },
};
