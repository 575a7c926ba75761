import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'UI/Fields/NumberField',
  component: NumberField,
  args: { label: 'Max uploads', defaultValue: 5, minValue: 0, maxValue: 10 },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Max uploads' });
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('6');
    await userEvent.keyboard('{End}');
    await expect(input).toHaveValue('10');
  },
};

export const Percent: Story = {
  args: {
    label: 'Storage warning at',
    defaultValue: 0.8,
    minValue: 0,
    maxValue: 1,
    step: 0.05,
    formatOptions: { style: 'percent' },
  },
};

export const WithDescription: Story = { args: { description: 'Files at once, 0 to 10.' } };

export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Must be at most 10.' } };

export const Disabled: Story = { args: { isDisabled: true } };

export const ReadOnly: Story = { args: { isReadOnly: true } };
