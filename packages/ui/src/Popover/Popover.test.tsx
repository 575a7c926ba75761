import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Button } from '../Button/Button';
import { Dialog, DialogBody, DialogTitle, DialogTrigger } from '../Dialog/Dialog';
import { HoverPopoverTrigger } from './HoverPopoverTrigger';
import { Popover } from './Popover';

function Details() {
  return (
    <Popover>
      <Dialog showCloseButton={false}>
        <DialogTitle>Storage</DialogTitle>
        <DialogBody>2.1 GB of 15 GB used</DialogBody>
      </Dialog>
    </Popover>
  );
}

afterEach(() => vi.useRealTimers());

describe('Popover', () => {
  it('given a closed popover, has no axe violations', async () => {
    const { container } = render(
      <DialogTrigger>
        <Button>Storage</Button>
        <Details />
      </DialogTrigger>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  describe.each(['mouse', 'keyboard'] as const)('opened with the %s', (input) => {
    it('shows its dialog; Escape closes it and focus returns to the trigger', async () => {
      const user = userEvent.setup();
      render(
        <DialogTrigger>
          <Button>Storage</Button>
          <Details />
        </DialogTrigger>,
      );
      const trigger = screen.getByRole('button', { name: 'Storage' });
      if (input === 'mouse') await user.click(trigger);
      else {
        await user.tab();
        await user.keyboard('{Enter}');
      }
      expect(screen.getByRole('dialog', { name: 'Storage' })).toBeInTheDocument();
      await expectNoAxeViolations(document.body);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await waitFor(() => expect(trigger).toHaveFocus());
    });
  });
});

function Hovered() {
  return (
    <HoverPopoverTrigger>
      <Button>Storage</Button>
      <Details />
    </HoverPopoverTrigger>
  );
}

describe('HoverPopoverTrigger', () => {
  it('opens on hover and closes 150 ms after the pointer leaves', async () => {
    vi.useFakeTimers();
    render(<Hovered />);
    const trigger = screen.getByRole('button', { name: 'Storage' });
    // React derives enter/leave from pointerover/pointerout.
    fireEvent.pointerOver(trigger);
    expect(screen.getByRole('dialog', { name: 'Storage' })).toBeInTheDocument();
    fireEvent.pointerOut(trigger, { relatedTarget: document.body });
    act(() => vi.advanceTimersByTime(149));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open when the pointer moves from the trigger onto the popover', async () => {
    vi.useFakeTimers();
    render(<Hovered />);
    const trigger = screen.getByRole('button', { name: 'Storage' });
    fireEvent.pointerOver(trigger);
    fireEvent.pointerOut(trigger, { relatedTarget: screen.getByRole('dialog') });
    fireEvent.pointerOver(screen.getByRole('dialog'), { relatedTarget: trigger });
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('still opens on press for keyboard users', async () => {
    const user = userEvent.setup();
    render(<Hovered />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Storage' })).toBeInTheDocument();
  });
});
