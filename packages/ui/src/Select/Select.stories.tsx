import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ListBoxItem } from '../ListBox/ListBox';
import { Select } from './Select';

const roles = ['Admin', 'Billing', 'Browser', 'Editor'];

const meta = {
  title: 'UI/Select',
  component: Select,
  args: {
    label: 'Role',
    description: 'What the member may do',
    onSelectionChange: fn(),
    children: roles.map((r) => (
      <ListBoxItem key={r} id={r}>
        {r}
      </ListBoxItem>
    )),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed; opened by ArrowDown, an option chosen with arrows and Enter. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Role/ });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await within(document.body).findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('Billing');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = { args: { defaultOpen: true } };
export const Selected: Story = { args: { defaultSelectedKey: 'Editor' } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Choose a role' } };
export const Disabled: Story = { args: { isDisabled: true } };
