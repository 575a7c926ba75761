import {
  bootstrapFixture,
  fileEntryFixture,
  settingsFixture,
  userFixture,
} from '@coffer/contract/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearLiveAnnouncer, linkFixture, linkPageHandlers, ownerUser } from '../mocks';
import { SharedLinkPage } from './SharedLinkPage';

const meta = {
  title: 'Sharing/SharedLinkPage',
  component: SharedLinkPage,
  parameters: {
    layout: 'fullscreen',
    route: '/drive/s/AbCdEfGhIjKlMnOp',
    // The ad frame (when a story has one) holds another document without axe in it.
    a11y: { options: { iframes: false } },
  },
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

/** A single text file: its contents shown as text, reachable by keyboard, and a download. */
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
    const text = await canvas.findByRole('region', { name: 'Contents of notes.txt' });
    await expect(text).toHaveTextContent('- review the access log');
    await userEvent.tab();
    await userEvent.tab();
    await expect(text).toHaveFocus();
  },
};

/** A "text" file that holds binary bytes gets a plain message, not garbage. */
export const BinaryFile: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...linkPageHandlers({
        entry: fileEntryFixture({ name: 'dump.log', users: [ownerUser] }),
        preview: new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 0x00, 0x01, 0x02]),
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('There is no preview for this type of file.'),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};

/** A PDF shows in a titled frame. */
export const Pdf: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...linkPageHandlers({
        entry: fileEntryFixture({
          name: 'contract.pdf',
          type: 'pdf',
          mime: 'application/pdf',
          extension: 'pdf',
          users: [ownerUser],
        }),
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const frame = await within(canvasElement).findByTitle('contract.pdf');
    await expect(frame.tagName).toBe('IFRAME');
    await expect(frame).toHaveAttribute('src', '/api/v1/shareable-links/AbCdEfGhIjKlMnOp/preview');
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

/** The folder as a grid of tiles, switched with the keyboard; the list comes back the same way. */
export const GridView: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Plans' });
    const toGrid = canvas.getByRole('button', { name: 'Grid view' });
    toGrid.focus();
    await userEvent.keyboard('{Enter}');
    const grid = await canvas.findByRole('list', { name: 'Folder contents' });
    await waitFor(() => expect(grid).toHaveAttribute('data-view', 'grid'));
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(grid).getByRole('button', { name: 'Drafts' })).toBeInTheDocument();
    // An image with a thumbnail shows it (decorative: its name is the tile's text).
    const thumbnail = grid.querySelector('img');
    await expect(thumbnail).toHaveAttribute(
      'src',
      '/api/v1/shareable-links/AbCdEfGhIjKlMnOp/preview?entryId=24&thumbnail=true',
    );
    await waitFor(() => expect((thumbnail as HTMLImageElement).naturalWidth).toBe(1));
    await expect(
      within(grid).getByRole('link', { name: 'Download budget.xlsx' }),
    ).toBeInTheDocument();
    const toList = canvas.getByRole('button', { name: 'List view' });
    toList.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('list', { name: 'Folder contents' })).toHaveAttribute(
        'data-view',
        'list',
      ),
    );
  },
};

/**
 * Two folders deep: the breadcrumbs show every folder from the link's own down, and nothing
 * above it (the server's paths start at the link's folder); a crumb opens its folder.
 */
export const NestedBreadcrumbs: Story = {
  parameters: { route: '/drive/s/AbCdEfGhIjKlMnOp?folder=h000000000000031' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trail = await canvas.findByRole('navigation', { name: 'Breadcrumbs' });
    await waitFor(() =>
      expect(
        within(trail)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Plans', 'Drafts', 'Old']),
    );
    await expect(await canvas.findByText('draft-0.docx')).toBeInTheDocument();
    const drafts = within(trail).getByRole('link', { name: 'Drafts' });
    drafts.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('draft-1.docx')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(canvas.getByRole('navigation', { name: 'Breadcrumbs' }))
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Plans', 'Drafts']),
    );
  },
};

/** Every allowed download was used: the page says so and offers none. */
export const DownloadLimitReached: Story = {
  parameters: { bootstrap: bootstrapFixture({ user: userFixture() }) },
  beforeEach({ msw }) {
    msw.use(...linkPageHandlers({ link: linkFixture({ download_limit: 4, download_count: 4 }) }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Plans' });
    await expect(canvas.getByText('This link has reached its download limit.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();
    await expect(
      canvas.queryByRole('button', { name: 'Save to my drive' }),
    ).not.toBeInTheDocument();
  },
};

const AD = '<a href="https://ads.example.com">Your ad here</a>';
const withAd = (user: ReturnType<typeof userFixture> | null) =>
  bootstrapFixture({
    user,
    settings: settingsFixture({
      ads: { disable: false, drive: '', 'file-preview': AD, 'landing-top': '' },
    }),
  });

/** The admin's `file-preview` ad shows visitors a sandboxed frame of the ad document. */
export const WithAd: Story = {
  parameters: { bootstrap: withAd(null) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Plans' });
    const frame = canvas.getByTitle('Advertisement');
    await expect(frame).toHaveAttribute('src', '/api/v1/ads/file-preview');
    await expect(frame).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-popups allow-popups-to-escape-sandbox allow-forms',
    );
    await expect(canvas.getByRole('complementary', { name: 'Advertisement' })).toBeInTheDocument();
  },
};

/** Subscribers never see ads (spec §6), on the shared-link page either. */
export const NoAdForSubscribers: Story = {
  parameters: {
    bootstrap: withAd(userFixture({ subscriptions: [{ id: 1, valid: true, active: true }] })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Plans' });
    await expect(canvas.queryByTitle('Advertisement')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Save to my drive' })).toBeInTheDocument();
  },
};
