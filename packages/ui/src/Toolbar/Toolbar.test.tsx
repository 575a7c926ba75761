import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { Toolbar } from './Toolbar';

function Selection({ onShare = () => {} }: { onShare?: () => void }) {
  return (
    <>
      <Toolbar aria-label="Selection actions" className="caller">
        <IconButton aria-label="Clear selection">×</IconButton>
        <IconButton aria-label="Share" onPress={onShare}>
          ↗
        </IconButton>
        <IconButton aria-label="Delete">🗑</IconButton>
      </Toolbar>
      <Button>Next</Button>
    </>
  );
}

describe('Toolbar', () => {
  it('is a named toolbar with the caller’s class, without axe violations', async () => {
    const { container } = render(<Selection />);
    const toolbar = screen.getByRole('toolbar', { name: 'Selection actions' });
    expect(toolbar).toHaveAttribute('aria-orientation', 'horizontal');
    expect(toolbar).toHaveClass('caller');
    await expectNoAxeViolations(container);
  });

  it('given focus on its first control, arrows move along it and Tab leaves it', async () => {
    const user = userEvent.setup();
    render(<Selection />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Clear selection' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Share' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it('after Enter on a control, runs its action', async () => {
    const user = userEvent.setup();
    const onShare = vi.fn();
    render(<Selection onShare={onShare} />);
    await user.tab();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onShare).toHaveBeenCalledTimes(1);
  });
});
