import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  describe.each(['mouse', 'keyboard'] as const)('toggled with the %s', (input) => {
    it('shows the password, then hides it again', async () => {
      const user = userEvent.setup();
      const { container } = render(<PasswordField label="Password" defaultValue="s3cret" />);
      const field = screen.getByLabelText('Password', { selector: 'input' });
      expect(field).toHaveAttribute('type', 'password');
      await expectNoAxeViolations(container);

      const press = async (name: string) => {
        const button = screen.getByRole('button', { name });
        if (input === 'mouse') return user.click(button);
        button.focus();
        await user.keyboard('{Enter}');
      };
      await press('Show password');
      expect(field).toHaveAttribute('type', 'text');
      expect(field).toHaveValue('s3cret');
      await expectNoAxeViolations(container);
      await press('Hide password');
      expect(field).toHaveAttribute('type', 'password');
    });
  });

  it('reaches the toggle by Tab after the input', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Password" />);
    await user.tab();
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveFocus();
  });

  it('asks the browser for the right autofill', () => {
    render(<PasswordField label="New password" autoComplete="new-password" />);
    expect(screen.getByLabelText('New password', { selector: 'input' })).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
  });
});
