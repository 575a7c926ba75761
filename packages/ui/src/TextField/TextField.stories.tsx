import type { Meta, StoryObj } from '@storybook/react-vite';
import { AtSign } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TextField, textFieldTypes } from './TextField';

const meta = {
  title: 'UI/Fields/TextField',
  component: TextField,
  args: { label: 'Display name', onChange: fn() },
  argTypes: { type: { control: 'select', options: textFieldTypes } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Display name' });
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('Ada');
    await expect(args.onChange).toHaveBeenLastCalledWith('Ada');
  },
};

export const WithDescription: Story = {
  args: { description: 'Shown to people you share files with.' },
};

export const WithPlaceholder: Story = { args: { placeholder: 'e.g. Ada Lovelace' } };

export const Types: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {textFieldTypes.map((type) => (
        <TextField key={type} {...args} type={type} label={`Type ${type}`} />
      ))}
    </div>
  ),
};

/** An error from outside, e.g. a server's 422 field error mapped onto the field. */
export const Invalid: Story = {
  args: {
    label: 'Email',
    type: 'email',
    defaultValue: 'ada@example.com',
    isInvalid: true,
    errorMessage: 'This email is already registered.',
  },
};

export const Required: Story = { args: { label: 'Email', type: 'email', isRequired: true } };

/** A `validate` rule: its message shows once the user leaves the field. */
export const ValidatedOnBlur: Story = {
  args: {
    label: 'Email',
    validationBehavior: 'aria',
    validate: (value) => (value.includes('@') ? null : 'Enter an email address.'),
  },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('ada');
    await userEvent.tab();
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter an email address.');
  },
};

export const ReadOnly: Story = { args: { defaultValue: 'Ada Lovelace', isReadOnly: true } };

export const Locked: Story = {
  args: {
    label: 'Username',
    defaultValue: 'ada',
    isLocked: true,
    description: 'Usernames cannot be changed.',
  },
};

export const Disabled: Story = { args: { defaultValue: 'Ada Lovelace', isDisabled: true } };

export const WithAdornment: Story = {
  args: { label: 'Handle', startAdornment: <AtSign aria-hidden="true" size={16} /> },
};
