import { bootstrapFixture, userFixture } from '@coffer/contract/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { setActiveWorkspaceId } from '../active-workspace';
import { workspaceHandlers } from '../mocks';
import { WorkspaceSwitcher } from './WorkspaceSwitcher';

const meta = {
  title: 'Workspaces/WorkspaceSwitcher',
  component: WorkspaceSwitcher,
  parameters: { bootstrap: bootstrapFixture({ user: userFixture() }) },
  beforeEach({ msw }) {
    setActiveWorkspaceId(0);
    msw.use(...workspaceHandlers());
  },
} satisfies Meta<typeof WorkspaceSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens by keyboard and switches to another workspace with the arrow keys. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = await within(canvasElement).findByRole('button', {
      name: 'Workspace: Default',
    });
    await userEvent.tab();
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await within(menu).findByText('Design team');
    // Focus starts on the first or the selected item depending on how the menu opened.
    for (let i = 0; i < 6 && !document.activeElement?.textContent?.includes('Design team'); i++) {
      await userEvent.keyboard('{ArrowDown}');
    }
    await userEvent.keyboard('{Enter}');
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Workspace: Design team' }),
    ).toBeInTheDocument();
  },
};

/** Inside a team workspace the menu offers its management actions. */
export const InTeamWorkspace: Story = {
  beforeEach() {
    setActiveWorkspaceId(7);
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Workspace: Design team' }),
    );
    const menu = await within(document.body).findByRole('menu');
    await expect(
      within(menu).getByRole('menuitem', { name: 'Manage members' }),
    ).toBeInTheDocument();
    await expect(
      within(menu).getByRole('menuitem', { name: 'Delete workspace' }),
    ).toBeInTheDocument();
  },
};
