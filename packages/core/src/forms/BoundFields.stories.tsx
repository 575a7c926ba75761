import { Button } from '@coffer/ui/Button';
import { Stack } from '@coffer/ui/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FormCheckbox, FormTextField } from './FormFields';
import { NewPasswordFields } from './NewPasswordFields';

interface SignUpValues {
  email: string;
  password: string;
  password_confirmation: string;
  terms: boolean;
}

/** A sign-up form built only from the bound fields, as the auth and account screens use them. */
function SignUpForm() {
  const form = useForm<SignUpValues>({
    defaultValues: { email: '', password: '', password_confirmation: '', terms: false },
  });
  const [sent, setSent] = useState<string | null>(null);
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => setSent(values.email))}>
      <Stack gap="lg">
        <FormTextField
          control={form.control}
          name="email"
          label="Email"
          type="email"
          autoFocus
          rules={{ required: 'The email field is required.' }}
        />
        <NewPasswordFields control={form.control} passwordLabel="Password" />
        <FormCheckbox
          control={form.control}
          name="terms"
          rules={{ required: 'You must accept the Terms of Service.' }}
        >
          I accept the Terms of Service
        </FormCheckbox>
        <Button type="submit">Create account</Button>
        {sent && <p role="status">Signed up {sent}</p>}
      </Stack>
    </form>
  );
}

const meta = {
  title: 'Core/Forms/Bound fields',
  component: SignUpForm,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SignUpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typed by keyboard: a confirmation that differs is refused with the server's message. */
export const MismatchedConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText('Email')).toHaveFocus());
    await userEvent.keyboard('ada@example.com');
    await userEvent.tab();
    await userEvent.keyboard('a long passphrase');
    await userEvent.tab(); // the show-password button
    await userEvent.tab();
    await userEvent.keyboard('a different one');
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByText('The password confirmation does not match.'),
    ).toBeInTheDocument();
    await expect(canvas.getByText('You must accept the Terms of Service.')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByLabelText('Confirm password')).toHaveFocus());
  },
};

/** Everything valid, submitted from the keyboard. */
export const Valid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText('Email')).toHaveFocus());
    await userEvent.keyboard('ada@example.com');
    await userEvent.tab();
    await userEvent.keyboard('a long passphrase');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('a long passphrase');
    await userEvent.tab(); // the show-password button
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Signed up ada@example.com');
  },
};
