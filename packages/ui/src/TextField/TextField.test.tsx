import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { TextField, textFieldTypes } from './TextField';

describe('TextField', () => {
  it('is labelled and described by its help text', async () => {
    const { container } = render(
      <TextField label="Display name" description="Shown to people you share with." />,
    );
    const input = screen.getByRole('textbox', { name: 'Display name' });
    expect(input).toHaveAccessibleDescription('Shown to people you share with.');
    await expectNoAxeViolations(container);
  });

  it('given keyboard focus by Tab, takes typed text and reports each change', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextField label="Display name" onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Display name' })).toHaveFocus();
    await user.keyboard('Ada');
    expect(onChange).toHaveBeenLastCalledWith('Ada');
  });

  it('given an error from outside (isInvalid + errorMessage), shows and announces it', async () => {
    const { container } = render(
      <TextField label="Email" isInvalid errorMessage="This email is already registered." />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('This email is already registered.');
    await expectNoAxeViolations(container);
  });

  it('given a validate rule, shows its message once the user leaves the field', async () => {
    const user = userEvent.setup();
    render(
      <TextField
        label="Email"
        validationBehavior="aria"
        validate={(value) => (value.includes('@') ? null : 'Enter an email address.')}
      />,
    );
    await user.tab();
    await user.keyboard('ada');
    await user.tab();
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter an email address.');
  });

  it('given isLocked, is read-only and shows a lock', async () => {
    const user = userEvent.setup();
    const { container } = render(<TextField label="Username" defaultValue="ada" isLocked />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAttribute('readonly');
    await user.type(input, 'x');
    expect(input).toHaveValue('ada');
    expect(container.querySelector('[data-locked] svg')).toHaveAttribute('aria-hidden', 'true');
    await expectNoAxeViolations(container);
  });

  it('given isDisabled, is skipped by Tab', async () => {
    const user = userEvent.setup();
    render(<TextField label="Username" isDisabled />);
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Username' })).not.toHaveFocus();
  });

  it.each(textFieldTypes)('renders type %s as that input type', (type) => {
    render(<TextField label="Value" type={type} />);
    expect(screen.getByLabelText('Value')).toHaveAttribute('type', type);
  });
});
