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

const many = Array.from({ length: 1000 }, (_, i) => ({ id: `Team ${i + 1}` }));

/**
 * A thousand options: the open list is at most 420 px tall and virtualised (a few dozen
 * options in the DOM), and End still reaches the last one.
 */
export const ManyOptions: Story = {
  args: {
    label: 'Team',
    description: undefined,
    items: many,
    children: (item: { id: string }) => <ListBoxItem id={item.id}>{item.id}</ListBoxItem>,
  } as never,
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('button', { name: /Team/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const list = await within(document.body).findByRole('listbox');
    await within(list).findByRole('option', { name: 'Team 1' });
    await expect(list.getBoundingClientRect().height).toBeLessThanOrEqual(420);
    await expect(list.getBoundingClientRect().height).toBeGreaterThan(200);
    await expect(within(list).getAllByRole('option').length).toBeLessThan(100);
    await userEvent.keyboard('{End}');
    await waitFor(() =>
      expect(within(list).getByRole('option', { name: 'Team 1000' })).toHaveFocus(),
    );
    await expect(within(list).getAllByRole('option').length).toBeLessThan(100);
    await userEvent.keyboard('{Escape}');
  },
};
