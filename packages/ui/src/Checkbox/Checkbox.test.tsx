import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  describe.each(['mouse', 'keyboard'] as const)('toggled with the %s', (input) => {
    it('checks and unchecks', async () => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      const { container } = render(<Checkbox onChange={onChange}>Remember me</Checkbox>);
      const box = screen.getByRole('checkbox', { name: 'Remember me' });
      const toggle = async () => {
        if (input === 'mouse') return user.click(screen.getByText('Remember me'));
        box.focus();
        await user.keyboard(' ');
      };
      await toggle();
      expect(box).toBeChecked();
      await expectNoAxeViolations(container);
      await toggle();
      expect(box).not.toBeChecked();
      expect(onChange.mock.calls).toEqual([[true], [false]]);
    });
  });

  it('given isIndeterminate, is announced as mixed', async () => {
    const { container } = render(<Checkbox isIndeterminate>Select all</Checkbox>);
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toHaveProperty(
      'indeterminate',
      true,
    );
    await expectNoAxeViolations(container);
  });

  it('given isDisabled, is skipped by Tab', async () => {
    const user = userEvent.setup();
    render(<Checkbox isDisabled>Remember me</Checkbox>);
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toHaveFocus();
  });
});
