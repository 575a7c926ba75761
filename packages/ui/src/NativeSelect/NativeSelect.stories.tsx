import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NativeSelect, type NativeSelectProps } from './NativeSelect';

const orders = [
  { id: 'name:asc', name: 'Name (A to Z)' },
  { id: 'name:desc', name: 'Name (Z to A)' },
  { id: 'updated_at:desc', name: 'Last modified' },
] as const;

function Controlled(props: NativeSelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <NativeSelect
      {...props}
      value={value}
      onChange={(id) => {
        setValue(id);
        props.onChange(id);
      }}
    />
  );
}

const meta = {
  title: 'UI/NativeSelect',
  component: NativeSelect,
  render: (args) => <Controlled {...args} />,
  args: { label: 'Sort by', options: orders, value: 'name:asc', onChange: fn() },
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reached with Tab; ArrowDown picks the next option, as a native select does. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Sort by' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'name:desc');
    await expect(args.onChange).toHaveBeenCalledWith('name:desc');
    await expect(select).toHaveValue('name:desc');
  },
};

export const Disabled: Story = { args: { isDisabled: true } };
