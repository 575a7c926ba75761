import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NotFoundPage } from './NotFoundPage';

const meta = {
  title: 'App/NotFoundPage',
  component: NotFoundPage,
  parameters: { layout: 'fullscreen', route: '/no/such/page' },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', {
        name: "Looks like you've found the doorway to the great nothing",
      }),
    ).toBeVisible();
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Take me there!' })).toHaveFocus());
  },
};
