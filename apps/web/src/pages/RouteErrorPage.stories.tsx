import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RouteErrorMessage } from './RouteErrorPage';

const meta = {
  title: 'App/RouteErrorPage',
  component: RouteErrorMessage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RouteErrorMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'There was an issue loading this page',
    );
    await expect(canvas.getByText('Please try again later')).toBeVisible();
  },
};
