import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ColorField } from './ColorField';
import { ColorPicker } from './ColorPicker';

const meta = {
  title: 'UI/ColorPicker',
  component: ColorPicker,
  args: { label: 'Primary colour', defaultValue: '#1d4ed8', onChange: fn() },
} satisfies Meta<typeof ColorPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Primary colour/ });
    await userEvent.tab();
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog', { name: 'Primary colour' });
    const hex = within(dialog).getByRole('textbox', { name: 'Hex' });
    await userEvent.clear(hex);
    await userEvent.type(hex, '#15803d{Enter}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Primary colour/ }));
    await within(document.body).findByRole('dialog');
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const HexField: Story = {
  render: () => <ColorField label="Accent colour" defaultValue="#b91c1c" />,
};

export const InvalidHexField: Story = {
  render: () => <ColorField label="Accent colour" isInvalid defaultValue="#b91c1c" />,
};
