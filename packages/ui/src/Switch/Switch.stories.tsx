import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'UI/Fields/Switch',
  component: Switch,
  args: { children: 'Dark mode', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Dark mode' });
    await userEvent.tab();
    await waitFor(() => expect(control).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Selected: Story = { args: { defaultSelected: true } };

export const Disabled: Story = { args: { isDisabled: true } };

export const DisabledSelected: Story = { args: { isDisabled: true, defaultSelected: true } };
