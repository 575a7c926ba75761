import { bootstrapFixture, settingsFixture } from '@coffer/contract/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HomePage } from './HomePage';

const meta = {
  title: 'App/HomePage',
  component: HomePage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const CustomSiteName: Story = {
  parameters: {
    bootstrap: bootstrapFixture({
      settings: settingsFixture({
        branding: { ...settingsFixture().branding, site_name: 'Acme Files' },
      }),
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Acme Files',
    );
  },
};
