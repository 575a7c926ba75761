import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atRoute, sessionHandlers, userWith } from '../mocks';
import { SuspendedScreen } from './SuspendedScreen';

const meta = {
  title: 'Auth/SuspendedScreen',
  component: SuspendedScreen,
  parameters: {
    layout: 'fullscreen',
    route: '/drive',
    bootstrap: userWith({ banned_at: '2026-02-01T00:00:00.000Z' }),
  },
  decorators: [atRoute('*')],
  beforeEach({ msw }) {
    msw.use(sessionHandlers.logout);
  },
} satisfies Meta<typeof SuspendedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Your account is suspended' }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByText(
        "You can't open Coffer because your account is suspended. Contact the Admin to re-activate your account.",
      ),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  },
};
