import { bootstrapFixture, userFixture } from '@coffer/contract/fixtures';
import { setActiveWorkspaceId } from '@coffer/workspaces';
import { workspaceHandlers } from '@coffer/workspaces/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { driveHandlers } from '../mocks';
import { DriveLayout } from './DriveLayout';

/** The drive's shell: the sidebar (workspace switcher, New, sections, folder tree, storage). */
const meta = {
  title: 'Drive/DriveLayout',
  component: DriveLayout,
  args: { layout: 'columns' },
  parameters: {
    layout: 'fullscreen',
    route: '/drive',
    bootstrap: bootstrapFixture({ user: userFixture() }),
  },
  beforeEach({ msw }) {
    setActiveWorkspaceId(0);
    msw.use(...driveHandlers(), ...workspaceHandlers());
  },
} satisfies Meta<typeof DriveLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The sidebar holds the workspace switcher (loaded after the drive paints); the folder tree
 * opens from the keyboard and marks the folders shared with people.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(await within(canvasElement).findByRole('navigation', { name: 'Drive' }));
    await expect(
      await nav.findByRole('button', { name: 'Workspace: Default' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const folders = nav.getByRole('button', { name: 'Folders' });
    folders.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(folders).toHaveAttribute('aria-expanded', 'true'));
    const shared = await nav.findByRole('link', { name: 'Projects Shared' });
    await expect(shared.querySelector('svg')).toHaveClass('lucide-folder-users');
    await expect(nav.getByRole('link', { name: 'Photos' })).toBeInTheDocument();
  },
};

/**
 * On a phone the sidebar is a drawer: it opens from its button, holds the switcher, and
 * closes once a section is chosen.
 */
export const MobileDrawer: Story = {
  args: { layout: 'drawer' },
  play: async ({ canvasElement }) => {
    const open = await within(canvasElement).findByRole('button', { name: 'Open navigation' });
    open.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await within(document.body).findByRole('dialog', { name: 'Drive' });
    await expect(
      await within(drawer).findByRole('button', { name: 'Workspace: Default' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const starred = within(drawer).getByRole('link', { name: 'Starred' });
    starred.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(drawer).not.toBeInTheDocument());
    await waitFor(() => expect(open).toHaveFocus());
  },
};
