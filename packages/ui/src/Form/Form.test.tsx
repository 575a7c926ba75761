import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { Radio } from '../RadioGroup/Radio';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { TextField } from '../TextField/TextField';
import { Form } from './Form';

function SignUp({
  onSubmit = vi.fn(),
  validationErrors,
}: {
  onSubmit?: () => void;
  validationErrors?: Record<string, string>;
}) {
  return (
    <Form
      validationErrors={validationErrors}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <TextField label="Name" name="name" isRequired />
      <TextField label="Email" name="email" type="email" isRequired />
      <Checkbox name="terms" isRequired>
        I accept the terms
      </Checkbox>
      <Button type="submit">Create account</Button>
    </Form>
  );
}

/** A sign-up form whose server answers every submit with "email: Taken". */
function SignUpWithServer() {
  const [errors, setErrors] = useState<Record<string, string>>();
  return <SignUp validationErrors={errors} onSubmit={() => setErrors({ email: 'Taken' })} />;
}

describe('Form', () => {
  describe.each(['mouse', 'keyboard'] as const)('submitted with the %s', (input) => {
    it('given empty required fields, shows a summary and focuses the first invalid field', async () => {
      const user = userEvent.setup();
      const onSubmit = vi.fn();
      const { container } = render(<SignUp onSubmit={onSubmit} />);
      if (input === 'mouse') {
        await user.click(screen.getByRole('button', { name: 'Create account' }));
      } else {
        screen.getByRole('button', { name: 'Create account' }).focus();
        await user.keyboard('{Enter}');
      }
      const summary = await screen.findByRole('alert');
      expect(onSubmit).not.toHaveBeenCalled();
      expect(summary).toHaveTextContent('Please correct the following:');
      const entries = Array.from(summary.querySelectorAll('li'), (li) => li.textContent);
      expect(entries).toHaveLength(3);
      expect(entries[0]).toMatch(/^Name: /);
      expect(entries[1]).toMatch(/^Email: /);
      expect(entries[2]).toMatch(/^I accept the terms: /);
      await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
      await expectNoAxeViolations(container);
    });
  });

  it('after pressing an entry of the summary, focus moves to its field', async () => {
    const user = userEvent.setup();
    render(<SignUp />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const summary = await screen.findByRole('alert');
    const entry = Array.from(summary.querySelectorAll('button')).find((b) =>
      b.textContent?.startsWith('I accept the terms'),
    );
    await user.click(entry!);
    expect(screen.getByRole('checkbox', { name: 'I accept the terms' })).toHaveFocus();
  });

  it('given validationErrors at submit, blocks the submit and lists them in the summary', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<SignUp onSubmit={onSubmit} validationErrors={{ email: 'Taken' }} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms' }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const summary = await screen.findByRole('alert');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(summary.querySelectorAll('li')).toHaveLength(1);
    expect(summary).toHaveTextContent('Email: Taken');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus());
  });

  it('shows validationErrors on the field with that name until the user changes it', async () => {
    const user = userEvent.setup();
    render(<SignUp validationErrors={{ email: 'Taken' }} />);
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAccessibleDescription('Taken');
    expect(email).toBeInvalid();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.type(email, 'ada@example.com');
    await user.tab();
    // Changing the field clears its server error: the user has answered it.
    expect(email).toBeValid();
    expect(email).not.toHaveAccessibleDescription('Taken');
  });

  it('given server errors after a valid submit, lists them and focuses the first', async () => {
    const user = userEvent.setup();
    render(<SignUpWithServer />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms' }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Email: Taken');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus());
  });

  it('given a valid submit, removes an earlier summary', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<SignUp onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('alert');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms' }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lists a required radio group once, by its group label and error message', async () => {
    const user = userEvent.setup();
    render(
      <Form>
        <RadioGroup label="Default view" name="view" isRequired errorMessage="Choose a view.">
          <Radio value="list">List</Radio>
          <Radio value="grid">Grid</Radio>
        </RadioGroup>
        <Button type="submit">Save</Button>
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const summary = await screen.findByRole('alert');
    const entries = Array.from(summary.querySelectorAll('li'), (li) => li.textContent);
    expect(entries).toEqual(['Default view: Choose a view.']);
    await waitFor(() => expect(screen.getByRole('radio', { name: 'List' })).toHaveFocus());
  });
});
