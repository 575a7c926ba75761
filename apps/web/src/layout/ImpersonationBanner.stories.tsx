import { impersonationApi } from '@coffer/contract';
import { bootstrapFixture, userFixture } from '@coffer/contract/fixtures';
import { mockEndpoint, mockError } from '@coffer/core/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ImpersonationBanner } from './ImpersonationBanner';

const admin = userFixture({ id: 1, name: 'Ada Lovelace', email: 'ada@example.com' });
const impersonating = bootstrapFixture({
  user: userFixture({ id: 5, name: 'Grace Hopper', email: 'grace@example.com' }),
  impersonator: { id: admin.id, name: admin.name },
});

const meta = {
  title: 'App/ImpersonationBanner',
  component: ImpersonationBanner,
  parameters: { layout: 'fullscreen', bootstrap: impersonating, route: '/drive' },
  // The app loads the admin's page afresh; a story records where instead of leaving.
  args: { openAdminPage: fn() },
  beforeEach({ msw }) {
    msw.use(
      mockEndpoint(impersonationApi.stopImpersonating, () => ({
        bootstrapData: bootstrapFixture({ user: admin, impersonator: null }),
      })),
    );
  },
} satisfies Meta<typeof ImpersonationBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Whose account this is; Stop impersonating, pressed by keyboard, gives the admin theirs back. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('region', { name: 'Impersonation' });
    await expect(within(banner).getByText('You are signed in as Grace Hopper')).toBeVisible();
    await userEvent.tab();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Stop impersonating' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    // The session is the admin's again: their user list opens as a new page load.
    await waitFor(() => expect(args.openAdminPage).toHaveBeenCalledWith('/admin/users'));
  },
};

/** A user without a name is named by their address. */
export const UnnamedUser: Story = {
  parameters: {
    bootstrap: bootstrapFixture({
      user: userFixture({ id: 5, name: '', email: 'grace@example.com' }),
      impersonator: { id: admin.id, name: admin.name },
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('You are signed in as grace@example.com'),
    ).toBeVisible();
  },
};

/** A refused stop (the session was already given back elsewhere) keeps the banner. */
export const StopRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockEndpoint(impersonationApi.stopImpersonating, () =>
        mockError(403, 'You are not impersonating a user.'),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Stop impersonating' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(button).not.toHaveAttribute('data-pending'));
    await expect(canvas.getByRole('region', { name: 'Impersonation' })).toBeVisible();
  },
};

/** The admin's own session: nothing is shown. */
export const NotImpersonating: Story = {
  parameters: { bootstrap: bootstrapFixture({ user: admin, impersonator: null }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};
