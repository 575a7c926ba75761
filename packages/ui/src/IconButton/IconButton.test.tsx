import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Trash2 } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { buttonVariants } from '../Button/Button';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  describe.each(['mouse', 'keyboard'] as const)('pressed with the %s', (input) => {
    it('is named by its label and calls onPress', async () => {
      const user = userEvent.setup();
      const onPress = vi.fn();
      render(
        <IconButton aria-label="Delete" onPress={onPress}>
          <Trash2 aria-hidden="true" />
        </IconButton>,
      );
      const button = screen.getByRole('button', { name: 'Delete' });
      if (input === 'mouse') await user.click(button);
      else {
        await user.tab();
        expect(button).toHaveFocus();
        await user.keyboard(' ');
      }
      expect(onPress).toHaveBeenCalledTimes(1);
    });
  });

  it.each(buttonVariants)('has no axe violations as %s', async (variant) => {
    const { container } = render(
      <IconButton aria-label="Delete" variant={variant}>
        <Trash2 aria-hidden="true" />
      </IconButton>,
    );
    await expectNoAxeViolations(container);
  });

  it('requires a label in its type', () => {
    // @ts-expect-error: an icon alone gives the button no accessible name.
    const element = <IconButton>x</IconButton>;
    expect(element).toBeTruthy();
  });
});
