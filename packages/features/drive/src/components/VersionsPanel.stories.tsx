import { type FileEntry, versionsApi } from '@coffer/contract';
import { bootstrapFixture, userFixture } from '@coffer/contract/fixtures';
import { useTrans } from '@coffer/core';
import { mockEndpoint } from '@coffer/core/mocks';
import { DialogOutlet } from '@coffer/ui/DialogOutlet';
import { toastStore } from '@coffer/ui/Toast';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { versionedEntry, versionHandlers } from '../mocks/versions';
import { DetailsPanel } from './DetailsPanel';
import * as drive from './drive.css';
import { VersionsPanel } from './VersionsPanel';

/** The Versions tab of the details panel: a file's earlier versions and their actions. */
const meta = {
  title: 'Drive/VersionsPanel',
  component: VersionsPanel,
  args: { entry: versionedEntry() },
  parameters: { bootstrap: bootstrapFixture({ user: userFixture() }) },
  decorators: [
    (Story, { parameters }) => (
      <>
        {parameters.bare ? (
          <Story />
        ) : (
          // As wide as the details panel it lives in.
          <div className={drive.details}>
            <Story />
          </div>
        )}
        <DialogOutlet />
      </>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(...versionHandlers());
  },
} satisfies Meta<typeof VersionsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const lastToast = () => toastStore.getSnapshot().at(-1)?.message;
/** Dialogs open outside the canvas. */
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * React Aria announces the focused Restore button's pending state through a live-region node
 * labelled by the button, up to 100 ms later; the kit's Button drops it 150 ms after the
 * button's row is gone. Axe runs after the play: it must not see the node in between.
 */
async function announcementsSettled() {
  await new Promise((resolve) => setTimeout(resolve, 200));
  await waitFor(() => {
    const nodes = document.querySelectorAll('[data-live-announcer] [aria-labelledby]');
    const stale = [...nodes].filter((node) =>
      (node.getAttribute('aria-labelledby') ?? '')
        .split(/\s+/)
        .some((id) => id && !document.getElementById(id)),
    );
    expect(stale).toHaveLength(0);
  });
}

/** Presses Tab until `target` has the focus (at most `limit` times). */
async function tabTo(target: HTMLElement, limit = 20) {
  for (let i = 0; i < limit && document.activeElement !== target; i++) await userEvent.tab();
  await expect(target).toHaveFocus();
}

/** Newest first: when, by whom (name, else email, else 'Unknown') and how big each one is. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Earlier versions' });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('By Ada Lovelace');
    await expect(rows[1]).toHaveTextContent('By grace@example.com');
    await expect(rows[2]).toHaveTextContent('By Unknown');
    await expect(
      within(rows[0] as HTMLElement).getByRole('link', { name: 'Download' }),
    ).toHaveAttribute('href', '/api/v1/file-entries/6/versions/31?download=1');
  },
};

/** A file never replaced yet: how versions come to be. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...versionHandlers({ versions: [] }));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'No earlier versions. Uploading a file with the same name keeps the current one here.',
      ),
    ).toBeInTheDocument();
  },
};

/** A pending list shows the delayed spinner. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...versionHandlers({ loading: true }));
  },
};

/** The list could not be loaded: the panel says so and offers to try again. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(...versionHandlers({ failing: true }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('The versions could not be loaded.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** The versions the restore handler heard, in order. */
const restored: string[] = [];

/**
 * Restore by keyboard alone: Tab reaches the newest version's Restore, Enter restores it; the
 * file's content before becomes the newest version.
 */
export const RestoreByKeyboard: Story = {
  beforeEach({ msw }) {
    restored.length = 0;
    msw.use(
      // Heard first (MSW tries handlers in order), then answered by the handlers below.
      mockEndpoint(versionsApi.restore, ({ params }) => {
        restored.push(String(params.versionId));
        return undefined;
      }),
      ...versionHandlers(),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Earlier versions' });
    const newest = within(within(list).getAllByRole('listitem')[0] as HTMLElement);
    await tabTo(newest.getByRole('button', { name: 'Restore' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(lastToast()).toBe('Version restored.'));
    await expect(restored).toEqual(['31']);
    // The restored version left the list; the content it replaced leads it.
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    await waitFor(() =>
      expect(within(list).getAllByRole('link', { name: 'Download' })[0]).toHaveAttribute(
        'href',
        '/api/v1/file-entries/6/versions/900?download=1',
      ),
    );
    await expect(within(list).queryByText('By grace@example.com')).toBeInTheDocument();
    await announcementsSettled();
  },
};

/** Delete asks first (Space on the button, then the dialog's confirm), then the row goes. */
export const DeleteAfterConfirming: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Earlier versions' });
    const oldest = within(within(list).getAllByRole('listitem')[2] as HTMLElement);
    await tabTo(oldest.getByRole('button', { name: 'Delete' }));
    await userEvent.keyboard(' ');
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Delete version' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(lastToast()).toBe('Version deleted.'));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
  },
};

/** Preview opens the version full screen, its bytes from the version's route. */
export const PreviewVersion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Earlier versions' });
    const newest = within(within(list).getAllByRole('listitem')[0] as HTMLElement);
    await userEvent.click(newest.getByRole('button', { name: 'Preview' }));
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: /^notes\.txt — version of/,
    });
    await expect(await within(dialog).findByText(/Version 31 of notes\.txt/)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/**
 * In the details panel: a file the user may edit gets a Details and a Versions tab; the arrow
 * key moves to Versions, whose code and list load then.
 */
/** The panel as the drive shows it, its location in the reader's language. */
function DetailsOf({ entry }: { entry: FileEntry }) {
  const { trans } = useTrans();
  return <DetailsPanel selection={[entry]} location={trans('All files')} />;
}

export const InDetailsPanel: Story = {
  parameters: { bare: true },
  render: ({ entry }) => <DetailsOf entry={entry} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const details = canvas.getByRole('tab', { name: 'Details' });
    await tabTo(details);
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Versions' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const list = await canvas.findByRole('list', { name: 'Earlier versions' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};
