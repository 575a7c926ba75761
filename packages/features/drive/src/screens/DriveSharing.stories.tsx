import { bootstrapFixture, userFixture } from '@coffer/contract/fixtures';
import {
  clearLiveAnnouncer,
  linkFixture,
  linkHandlers,
  shareHandlers,
} from '@coffer/sharing/mocks';
import { closeDialog, DialogOutlet } from '@coffer/ui/DialogOutlet';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { driveHandlers, sampleEntries } from '../mocks';
import { DrivePage } from './DrivePage';

const entries = sampleEntries();
const byName = (name: string) => entries.find((e) => e.name === name)!;

/** Share, Get link, the shared and link marks, and who has access, on the drive page. */
const meta = {
  title: 'Drive/DrivePage/Sharing',
  component: DrivePage,
  args: { section: 'home', isMobile: false },
  parameters: { layout: 'fullscreen', bootstrap: bootstrapFixture({ user: userFixture() }) },
  decorators: [
    (Story) => (
      <>
        <Story />
        <DialogOutlet />
      </>
    ),
  ],
  beforeEach({ msw }) {
    // The app's dialog store outlives a story: start each without the last one's dialog.
    closeDialog();
    clearLiveAnnouncer();
    localStorage.removeItem('coffer.drive.view');
    msw.use(
      ...driveHandlers(),
      ...shareHandlers(byName('notes.txt')),
      ...linkHandlers(linkFixture({ entry_id: 4, has_password: true })),
    );
  },
} satisfies Meta<typeof DrivePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Folders shared with people get the shared-folder icon; shared files and links get marks. */
export const SharedMarks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('rowheader', { name: 'Projects Shared' }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('rowheader', { name: 'Holiday.jpg Shared Public link' }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('rowheader', { name: 'Contract.pdf Starred Public link' }),
    ).toBeInTheDocument();
    const icon = canvasElement.querySelector('[data-category="sharedFolder"]');
    await expect(icon).not.toBeNull();
    // The same marks in the grid, chosen from the keyboard.
    const toggle = canvas.getByRole('button', { name: 'Grid view' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    const tile = await canvas.findByRole('row', { name: 'Projects Shared' });
    await expect(tile.querySelector('[data-category="sharedFolder"]')).not.toBeNull();
    await expect(
      canvas.getByRole('row', { name: 'Holiday.jpg Shared, Public link' }),
    ).toBeInTheDocument();
  },
};

/** Shift+F10 opens the context menu; 'Share' opens the share dialog, which adds people. */
export const ShareFromContextMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('rowheader', { name: 'notes.txt' }));
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    const menu = await body().findByRole('menu', { name: 'Actions' });
    await expect(within(menu).getByRole('menuitem', { name: 'Get link' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Share' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    const dialog = await body().findByRole('dialog', { name: 'Share “notes.txt”' });
    const input = within(dialog).getByRole('textbox', { name: 'Add people by email' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    input.focus();
    await userEvent.keyboard('grace@example.com{Enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(2));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    // The pending Share button left a live-region node labelled by a button now gone.
    clearLiveAnnouncer();
  },
};

/** The selection bar's 'Get link' opens the link dialog, which creates the link. */
export const GetLinkFromSelectionBar: Story = {
  beforeEach({ msw }) {
    msw.use(...linkHandlers(null));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('rowheader', { name: 'notes.txt' }));
    const bar = await canvas.findByRole('toolbar', { name: 'Selection actions' });
    within(bar).getByRole('button', { name: 'Get link' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body().findByRole('dialog', { name: 'Share link to “notes.txt”' });
    const create = await within(dialog).findByRole('button', { name: 'Create link' });
    create.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(dialog).findByRole('textbox', { name: 'Link' })).toHaveValue(
      `${window.location.origin}/drive/s/${linkFixture().hash}`,
    );
  },
};

/** The details panel lists who has access, owner first, and what the public link allows. */
export const WhoHasAccess: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('rowheader', { name: /^Holiday\.jpg/ }));
    await canvas.findByText('1 item selected', {}, { timeout: 5000 });
    const toggle = canvas.getByRole('button', { name: 'Details' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    const details = await canvas.findByRole('complementary', { name: 'Details' });
    const access = await within(details).findByRole('region', { name: 'Who has access' });
    const people = within(access).getAllByRole('listitem');
    await expect(people[0]).toHaveTextContent('Ada Lovelace (you)');
    await expect(people[0]).toHaveTextContent('Owner');
    await expect(people[1]).toHaveTextContent('Alan Turing');
    await expect(people[1]).toHaveTextContent('Can view');
    await expect(
      await within(access).findByText('Anyone with the link can open · password protected'),
    ).toBeInTheDocument();
    within(access).getByRole('button', { name: 'Manage access' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await body().findByRole('dialog', { name: 'Share “Holiday.jpg”' }),
    ).toBeInTheDocument();
  },
};

/** An entry nobody else can reach says so. */
export const NoOneElseHasAccess: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('rowheader', { name: 'notes.txt' }));
    await canvas.findByText('1 item selected', {}, { timeout: 5000 });
    canvas.getByRole('button', { name: 'Details' }).focus();
    await userEvent.keyboard('{Enter}');
    const access = await canvas.findByRole('region', { name: 'Who has access' });
    await expect(within(access).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(access).getByText('No public link')).toBeInTheDocument();
  },
};
