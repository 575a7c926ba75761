import type { DatePicker } from '@coffer/ui/DatePicker';
import { expectNoAxeViolations } from '@coffer/ui/test';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { applyServerFieldErrors } from '../errors/server-field-errors';
import { HttpError } from '../http/http-error';
import { FormDatePicker } from './FormDatePicker';
import { FormSwitch } from './FormSwitch';
import { FormTextArea } from './FormTextArea';
import { useForm } from './index';

// The fields a file request's form binds: a description, a deadline and a switch.
type Values = {
  description: string;
  deadline: NonNullable<Parameters<typeof DatePicker>[0]['value']> | null;
  allowLate: boolean;
};

function RequestForm({ onValid, refusal }: { onValid: (v: Values) => void; refusal?: unknown }) {
  const form = useForm<Values>({
    defaultValues: { description: '', deadline: null, allowLate: false },
  });
  const submit = form.handleSubmit((values) => {
    if (refusal) applyServerFieldErrors(form, refusal);
    else onValid(values);
  });
  return (
    <form noValidate onSubmit={submit}>
      <FormTextArea
        control={form.control}
        name="description"
        label="Description"
        rules={{ required: 'Describe what to send.' }}
      />
      <FormDatePicker control={form.control} name="deadline" label="Deadline" />
      <FormSwitch control={form.control} name="allowLate">
        Allow late uploads
      </FormSwitch>
      <button type="submit">Save</button>
    </form>
  );
}

describe('the bound text area, date picker and switch', () => {
  it('given an empty text area, shows its rule and focuses it', async () => {
    const user = userEvent.setup();
    render(<RequestForm onValid={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Describe what to send.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Description')).toHaveFocus());
  });

  it('submits what was typed and the switch, with no date chosen', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<RequestForm onValid={onValid} />);
    await user.type(screen.getByLabelText('Description'), 'Receipts, as PDF.');
    await user.click(screen.getByRole('switch', { name: 'Allow late uploads' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    const values = onValid.mock.calls[0]?.[0] as Values;
    expect(values.description).toBe('Receipts, as PDF.');
    expect(values.allowLate).toBe(true);
    expect(values.deadline).toBeNull();
  });

  it('given a server error on the deadline, shows it there and focuses its first part', async () => {
    const user = userEvent.setup();
    const refusal = new HttpError(422, {
      message: 'The deadline must be in the future.',
      errors: { deadline: ['The deadline must be in the future.'] },
    });
    const { container } = render(<RequestForm onValid={vi.fn()} refusal={refusal} />);
    await user.type(screen.getByLabelText('Description'), 'Receipts');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The deadline must be in the future.')).toBeInTheDocument();
    await waitFor(() =>
      expect(document.activeElement).toBe(container.querySelector('[role="spinbutton"]')),
    );
    await expectNoAxeViolations(container);
  });
});
