import { Button } from '@coffer/ui/Button';
import { SelectItem } from '@coffer/ui/Select';
import { expectNoAxeViolations } from '@coffer/ui/test';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { applyServerFieldErrors } from '../errors/server-field-errors';
import { HttpError } from '../http/http-error';
import { FormSelect } from './FormSelect';
import { useForm } from './index';

type Values = { country: string | null };
const countries = [
  { code: 'fr', name: 'France' },
  { code: 'pt', name: 'Portugal' },
];

function CountryForm({
  onValid,
  refusal,
  initial = null,
}: {
  onValid: (values: Values) => void;
  refusal?: unknown;
  initial?: string | null;
}) {
  const form = useForm<Values>({ defaultValues: { country: initial } });
  const submit = form.handleSubmit((values) => {
    if (refusal) applyServerFieldErrors(form, refusal);
    else onValid(values);
  });
  return (
    <form noValidate onSubmit={submit}>
      <FormSelect
        control={form.control}
        name="country"
        label="Country"
        placeholder="Choose a country"
        items={countries}
        rules={{ required: 'The country field is required.' }}
      >
        {(item) => <SelectItem id={item.code}>{item.name}</SelectItem>}
      </FormSelect>
      <Button type="submit">Save</Button>
    </form>
  );
}

describe('a select bound to a form', () => {
  it("given nothing chosen, shows the rule's message and focuses the select", async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    const { container } = render(<CountryForm onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The country field is required.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /Country/ })).toHaveFocus());
    expect(onValid).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it("starts from the form's value and submits the chosen option's id", async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<CountryForm onValid={onValid} initial="fr" />);
    const trigger = screen.getByRole('button', { name: /Country/ });
    expect(trigger).toHaveTextContent('France');
    await user.click(trigger);
    await user.click(screen.getByRole('option', { name: 'Portugal' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ country: 'pt' }));
  });

  it('given the server refuses the choice, shows its message on the select and focuses it', async () => {
    const user = userEvent.setup();
    const refusal = new HttpError(422, {
      message: 'Invalid',
      errors: { country: ['The selected country is invalid.'] },
    });
    render(<CountryForm onValid={vi.fn()} refusal={refusal} initial="fr" />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The selected country is invalid.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /Country/ })).toHaveFocus());
  });
});
