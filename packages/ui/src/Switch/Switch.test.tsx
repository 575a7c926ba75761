import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Switch } from './Switch';

describe('Switch', () => {
  describe.each(['mouse', 'keyboard'] as const)('toggled with the %s', (input) => {
    it('turns on and off', async () => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      const { container } = render(<Switch onChange={onChange}>Dark mode</Switch>);
      const control = screen.getByRole('switch', { name: 'Dark mode' });
      const toggle = async () => {
        if (input === 'mouse') return user.click(screen.getByText('Dark mode'));
        control.focus();
        await user.keyboard(' ');
      };
      await toggle();
      expect(control).toBeChecked();
      await expectNoAxeViolations(container);
      await toggle();
      expect(control).not.toBeChecked();
      expect(onChange.mock.calls).toEqual([[true], [false]]);
    });
  });

  it('given isDisabled, ignores presses', async () => {
    const user = userEvent.setup();
    render(<Switch isDisabled>Dark mode</Switch>);
    await user.click(screen.getByText('Dark mode'));
    expect(screen.getByRole('switch', { name: 'Dark mode' })).not.toBeChecked();
  });
});
