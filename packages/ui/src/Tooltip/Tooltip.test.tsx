import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Button } from '../Button/Button';
import { Tooltip, TooltipTrigger } from './Tooltip';

function Share() {
  return (
    <TooltipTrigger>
      <Button aria-label="Share">S</Button>
      <Tooltip>Share with people or a link</Tooltip>
    </TooltipTrigger>
  );
}

afterEach(() => vi.useRealTimers());

describe('Tooltip', () => {
  it('given a closed tooltip, has no axe violations', async () => {
    const { container } = render(<Share />);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('opens 1500 ms after hover starts and closes 500 ms after it ends', () => {
    vi.useFakeTimers();
    render(<Share />);
    const trigger = screen.getByRole('button', { name: 'Share' });
    // RAC only shows hover tooltips once it has seen a pointer (not keyboard) modality.
    fireEvent.pointerMove(document.body, { pointerType: 'mouse' });
    fireEvent.pointerEnter(trigger, { pointerType: 'mouse' });
    fireEvent.mouseEnter(trigger);
    act(() => vi.advanceTimersByTime(1499));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    fireEvent.pointerLeave(trigger, { pointerType: 'mouse' });
    fireEvent.mouseLeave(trigger);
    act(() => vi.advanceTimersByTime(499));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    // Let the cooldown run out so later tests start cold.
    act(() => vi.advanceTimersByTime(2000));
  });

  it('within the 500 ms cooldown another tooltip opens at once; after it, the 1500 ms delay again', () => {
    vi.useFakeTimers();
    render(
      <>
        <TooltipTrigger>
          <Button aria-label="Share">S</Button>
          <Tooltip>Share with people or a link</Tooltip>
        </TooltipTrigger>
        <TooltipTrigger>
          <Button aria-label="Rename">R</Button>
          <Tooltip>Give it a new name</Tooltip>
        </TooltipTrigger>
      </>,
    );
    const share = screen.getByRole('button', { name: 'Share' });
    const rename = screen.getByRole('button', { name: 'Rename' });
    const enter = (el: HTMLElement) => {
      fireEvent.pointerEnter(el, { pointerType: 'mouse' });
      fireEvent.mouseEnter(el);
    };
    const leave = (el: HTMLElement) => {
      fireEvent.pointerLeave(el, { pointerType: 'mouse' });
      fireEvent.mouseLeave(el);
    };
    fireEvent.pointerMove(document.body, { pointerType: 'mouse' });
    enter(share);
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Share with people or a link');
    // Still warm: the next tooltip shows at once and replaces the first.
    leave(share);
    act(() => vi.advanceTimersByTime(200));
    enter(rename);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Give it a new name');
    expect(screen.getAllByRole('tooltip')).toHaveLength(1);
    // Cold again once the cooldown has passed after the last one hid.
    leave(rename);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    enter(share);
    act(() => vi.advanceTimersByTime(1499));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Share with people or a link');
    leave(share);
    act(() => vi.advanceTimersByTime(2000));
  });

  it('opens on keyboard focus, describes the trigger and closes on Escape', async () => {
    const user = userEvent.setup();
    const { container } = render(<Share />);
    await user.tab();
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('Share with people or a link');
    expect(screen.getByRole('button', { name: 'Share' })).toHaveAccessibleDescription(
      'Share with people or a link',
    );
    // The tooltip is portalled outside any landmark, so check it and the trigger apart.
    await expectNoAxeViolations(tooltip);
    await expectNoAxeViolations(container);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toHaveFocus();
  });
});
