import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ListBoxItem } from '../ListBox/ListBox';
import { ComboBox } from './ComboBox';

const zones = ['Europe/Berlin', 'Europe/London', 'America/New_York', 'Asia/Tokyo'].map((id) => ({
  id,
}));

const meta = {
  title: 'UI/ComboBox',
  component: ComboBox<{ id: string }>,
  args: {
    label: 'Time zone',
    defaultItems: zones,
    onSelectionChange: fn(),
    children: (zone: { id: string }) => <ListBoxItem id={zone.id}>{zone.id}</ListBoxItem>,
  },
} satisfies Meta<typeof ComboBox<{ id: string }>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing filters; arrows and Enter pick a suggestion. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Time zone' });
    // A list that closes before Enter (the test page lost focus or scrolled: React Aria closes
    // on either, and the input goes back to no value) is opened again, twice at most.
    for (let attempt = 1; ; attempt++) {
      await userEvent.clear(input);
      await userEvent.click(input);
      await userEvent.keyboard('Europe');
      // Wait for the filtered options themselves, not just the list: under load they render a frame later.
      await within(document.body).findByRole('option', { name: 'Europe/Berlin' });
      await userEvent.keyboard('{ArrowDown}{Enter}');
      try {
        await waitFor(() => expect(input).toHaveValue('Europe/Berlin'), { timeout: 1500 });
        break;
      } catch (error) {
        if (attempt === 3) throw error;
      }
    }
    await waitFor(() => expect(args.onSelectionChange).toHaveBeenCalledWith('Europe/Berlin'));
    await expect(input).toHaveValue('Europe/Berlin');
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Show suggestions/ }));
    await expect(await within(document.body).findByRole('listbox')).toBeInTheDocument();
  },
};

export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Pick a time zone' } };
export const WithDescription: Story = { args: { description: 'Dates show in this zone' } };
