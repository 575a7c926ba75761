import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { UnstyledButton } from './UnstyledButton';

describe('UnstyledButton', () => {
  describe.each(['mouse', 'keyboard'] as const)('pressed with the %s', (input) => {
    it('runs onPress once', async () => {
      const user = userEvent.setup();
      const onPress = vi.fn();
      const { container } = render(<UnstyledButton onPress={onPress}>Ada Lovelace</UnstyledButton>);
      const button = screen.getByRole('button', { name: 'Ada Lovelace' });
      if (input === 'mouse') await user.click(button);
      else {
        await user.tab();
        await user.keyboard('{Enter}');
      }
      expect(onPress).toHaveBeenCalledTimes(1);
      await expectNoAxeViolations(container);
    });
  });

  it('has no kit class, and styles by its state as the caller says', async () => {
    const user = userEvent.setup();
    render(
      <UnstyledButton className={({ isFocusVisible }) => (isFocusVisible ? 'ring' : 'plain')}>
        Frame
      </UnstyledButton>,
    );
    const button = screen.getByRole('button', { name: 'Frame' });
    expect(button).toHaveAttribute('class', 'plain');
    await user.tab();
    expect(button).toHaveAttribute('class', 'ring');
  });
});
