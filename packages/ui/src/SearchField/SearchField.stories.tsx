import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SearchField } from './SearchField';

const meta = {
  title: 'UI/Fields/SearchField',
  component: SearchField,
  args: { label: 'Search files', placeholder: 'Search', onSubmit: fn(), onClear: fn() },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search files' });
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('invoice{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('invoice');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
  },
};

export const WithValue: Story = {
  args: { defaultValue: 'invoice' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalled();
  },
};

export const WithoutVisibleLabel: Story = { args: { label: undefined, 'aria-label': 'Search' } };

export const Disabled: Story = { args: { isDisabled: true } };
