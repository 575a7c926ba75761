import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { PasswordField } from '../PasswordField/PasswordField';
import { TextField } from '../TextField/TextField';
import { Form } from './Form';

function Fields() {
  return (
    <>
      <TextField label="Name" name="name" isRequired />
      <TextField label="Email" name="email" type="email" isRequired />
      <PasswordField label="Password" name="password" autoComplete="new-password" isRequired />
      <Checkbox name="terms" isRequired>
        I accept the terms
      </Checkbox>
      <Button type="submit">Create account</Button>
    </>
  );
}

const meta = {
  title: 'UI/Fields/Form',
  component: Form,
  args: { onSubmit: fn((e) => e.preventDefault()) },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Form {...args}>
        <Fields />
      </Form>
    </div>
  ),
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submitting empty: the summary lists every problem and focus lands on the first field. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Create account' }).focus();
    await userEvent.keyboard('{Enter}');
    const summary = await canvas.findByRole('alert');
    await expect(summary.querySelectorAll('li')).toHaveLength(4);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveFocus());
  },
};

/** Server field errors (a 422's `errors`) shown on the field with that name. */
export const WithValidationErrors: Story = {
  args: { validationErrors: { email: 'This email is already registered.' } },
  play: async ({ canvasElement }) => {
    const email = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAccessibleDescription('This email is already registered.');
  },
};

function ServerForm() {
  const [errors, setErrors] = useState<Record<string, string>>();
  return (
    <div style={{ maxWidth: 360 }}>
      <Form
        validationErrors={errors}
        onSubmit={(e) => {
          e.preventDefault();
          setErrors({ email: 'This email is already registered.' });
        }}
      >
        <Fields />
      </Form>
    </div>
  );
}

/** Client validation passes, the server refuses: the summary and focus follow its errors. */
export const ServerRefusal: Story = {
  render: () => <ServerForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Ada');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 's3cret-pass');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I accept the terms' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    const summary = await canvas.findByRole('alert');
    await expect(summary).toHaveTextContent('Email: This email is already registered.');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus());
  },
};

export const WithoutSummary: Story = { args: { showErrorSummary: false } };
