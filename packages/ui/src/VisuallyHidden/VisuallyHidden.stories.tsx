import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'UI/Typography/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Only screen readers announce this.' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <button type="button">
      <span aria-hidden="true">★</span>
      <VisuallyHidden {...args}>Add to starred</VisuallyHidden>
    </button>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Add to starred' }),
    ).toBeInTheDocument();
  },
};

export const FocusableSkipLink: Story = {
  args: { isFocusable: true },
  render: (args) => (
    <VisuallyHidden {...args}>
      <a href="#main">Skip to content</a>
    </VisuallyHidden>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole('link', { name: 'Skip to content' });
    await waitFor(() => expect(link).toHaveFocus());
    await expect(link.getBoundingClientRect().width).toBeGreaterThan(1);
  },
};
