import { Button } from '@coffer/ui/Button';
import { expectNoAxeViolations } from '@coffer/ui/test';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { applyServerFieldErrors } from '../errors/server-field-errors';
import { HttpError } from '../http/http-error';
import { FormNumberField } from './FormNumberField';
import { useForm } from './index';

type Values = { limit: number | null };

function LimitForm({
  onValid,
  refusal,
  initial = null,
}: {
  onValid: (values: Values) => void;
  refusal?: unknown;
  initial?: number | null;
}) {
  const form = useForm<Values>({ defaultValues: { limit: initial } });
  const submit = form.handleSubmit((values) => {
    if (refusal) applyServerFieldErrors(form, refusal);
    else onValid(values);
  });
  return (
    <form noValidate onSubmit={submit}>
      <FormNumberField control={form.control} name="limit" label="Download limit" minValue={1} />
      <Button type="submit">Save</Button>
    </form>
  );
}

describe('a number field bound to a form', () => {
  it("starts from the form's number and submits the typed one", async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    const { container } = render(<LimitForm onValid={onValid} initial={10} />);
    const input = screen.getByRole('textbox', { name: 'Download limit' });
    expect(input).toHaveValue('10');
    await user.clear(input);
    await user.type(input, '25');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ limit: 25 }));
    await expectNoAxeViolations(container);
  });

  it('given an emptied field, submits null (no number) rather than NaN', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<LimitForm onValid={onValid} initial={10} />);
    await user.clear(screen.getByRole('textbox', { name: 'Download limit' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ limit: null }));
  });

  it('given the server refuses the number, shows its message on the field and focuses it', async () => {
    const user = userEvent.setup();
    const refusal = new HttpError(422, {
      message: 'Invalid',
      errors: { limit: ['The download limit must be at most 1000000.'] },
    });
    render(<LimitForm onValid={vi.fn()} refusal={refusal} initial={5} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The download limit must be at most 1000000.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Download limit' })).toHaveFocus(),
    );
  });
});
