import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'UI/Fields/TextArea',
  component: TextArea,
  args: { label: 'Description' },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Description' });
    await userEvent.tab();
    await waitFor(() => expect(area).toHaveFocus());
    await userEvent.keyboard('First line{Enter}Second line');
    await expect(area).toHaveValue('First line\nSecond line');
  },
};

export const WithDescription: Story = { args: { description: 'Up to 500 characters.' } };

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Keep it under 500 characters.', defaultValue: 'Text' },
};

export const ReadOnly: Story = { args: { isReadOnly: true, defaultValue: 'Quarterly reports.' } };

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Quarterly reports.' } };
