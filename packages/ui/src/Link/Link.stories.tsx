import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Link, linkVariants } from './Link';
import { RouterAdapterProvider } from './RouterAdapter';

const meta = {
  title: 'UI/Actions/Link',
  component: Link,
  args: { href: '/drive', children: 'My files' },
  argTypes: { variant: { control: 'select', options: linkVariants } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <p>
      Your upload finished. Open <Link {...args} /> to see it.
    </p>
  ),
};

export const Standalone: Story = { args: { variant: 'standalone', children: 'Forgot password?' } };

export const Disabled: Story = { args: { isDisabled: true } };

const navigate = fn();

/** With a router adapter the link navigates through the app's router, not a page load. */
export const WithRouterAdapter: Story = {
  render: (args) => (
    <RouterAdapterProvider navigate={navigate} useHref={(href) => `/app${href}`}>
      <Link {...args} />
    </RouterAdapterProvider>
  ),
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const link = within(canvasElement).getByRole('link', { name: 'My files' });
    await expect(link).toHaveAttribute('href', '/app/drive');
    await userEvent.tab();
    await waitFor(() => expect(link).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/drive', undefined);
  },
};
