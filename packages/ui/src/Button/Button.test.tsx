import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Button, buttonVariants } from './Button';

describe('Button', () => {
  describe.each(['mouse', 'keyboard'] as const)('pressed with the %s', (input) => {
    it('calls onPress once', async () => {
      const user = userEvent.setup();
      const onPress = vi.fn();
      render(<Button onPress={onPress}>Save</Button>);
      if (input === 'mouse') {
        await user.click(screen.getByRole('button', { name: 'Save' }));
      } else {
        await user.tab();
        expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
        await user.keyboard('{Enter}');
      }
      expect(onPress).toHaveBeenCalledTimes(1);
    });
  });

  it('given isPending, ignores presses and is announced as busy', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <Button isPending onPress={onPress}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Save/ });
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });

  it('unmounting while its pending announcement is live leaves no announcement naming nothing', async () => {
    const user = userEvent.setup();
    const { rerender, unmount } = render(<Button>Save</Button>);
    await user.tab();
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveFocus();
    rerender(<Button isPending>Save</Button>);
    const announced = () =>
      [...document.querySelectorAll('[data-live-announcer] [aria-labelledby]')].filter((node) =>
        node.getAttribute('aria-labelledby')?.split(' ').includes(button.id),
      );
    expect(announced()).toHaveLength(1);
    unmount();
    expect(announced()).toHaveLength(0);
    await expectNoAxeViolations(document.body);
  });

  it('keeps the announcement while the pending button is still on the page', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Button>Save</Button>);
    await user.tab();
    const button = screen.getByRole('button', { name: 'Save' });
    rerender(<Button isPending>Save</Button>);
    rerender(<Button>Save</Button>);
    const live = [...document.querySelectorAll('[data-live-announcer] [aria-labelledby]')];
    expect(live.some((node) => node.getAttribute('aria-labelledby') === button.id)).toBe(true);
  });

  it('given isDisabled, cannot be focused with Tab', async () => {
    const user = userEvent.setup();
    render(<Button isDisabled>Save</Button>);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).not.toHaveFocus();
  });

  it.each(buttonVariants)('has no axe violations as %s', async (variant) => {
    const { container } = render(<Button variant={variant}>Save</Button>);
    await expectNoAxeViolations(container);
  });
});
