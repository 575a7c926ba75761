import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Button } from '../Button/Button';
import { DialogTrigger } from '../Dialog/Dialog';
import { AlertDialog, type AlertDialogProps } from './AlertDialog';

function DeleteFile(props: Partial<AlertDialogProps>) {
  return (
    <DialogTrigger>
      <Button>Delete</Button>
      <AlertDialog
        title="Delete file?"
        variant="destructive"
        confirmLabel="Delete forever"
        {...props}
      >
        The file is removed for everyone it was shared with.
      </AlertDialog>
    </DialogTrigger>
  );
}

describe('AlertDialog', () => {
  it('given a closed alert dialog, has no axe violations', async () => {
    const { container } = render(<DeleteFile />);
    await expectNoAxeViolations(container);
  });

  it('opens as an alertdialog with focus on Cancel, and has no axe violations', async () => {
    const user = userEvent.setup();
    render(<DeleteFile />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete file?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expectNoAxeViolations(document.body);
  });

  describe.each(['mouse', 'keyboard'] as const)('answered with the %s', (input) => {
    it('confirm calls onConfirm, closes and returns focus to the trigger', async () => {
      const user = userEvent.setup();
      const onConfirm = vi.fn();
      render(<DeleteFile onConfirm={onConfirm} />);
      const trigger = screen.getByRole('button', { name: 'Delete' });
      await user.click(trigger);
      const confirm = screen.getByRole('button', { name: 'Delete forever' });
      if (input === 'mouse') await user.click(confirm);
      else {
        await user.tab();
        expect(confirm).toHaveFocus();
        await user.keyboard('{Enter}');
      }
      expect(onConfirm).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      await waitFor(() => expect(trigger).toHaveFocus());
    });

    it('cancel calls onCancel and never onConfirm', async () => {
      const user = userEvent.setup();
      const onConfirm = vi.fn();
      const onCancel = vi.fn();
      render(<DeleteFile onConfirm={onConfirm} onCancel={onCancel} />);
      await user.click(screen.getByRole('button', { name: 'Delete' }));
      if (input === 'mouse') await user.click(screen.getByRole('button', { name: 'Cancel' }));
      else await user.keyboard('{Escape}');
      expect(onCancel).toHaveBeenCalledTimes(1);
      expect(onConfirm).not.toHaveBeenCalled();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
  });

  it('stays open when onConfirm returns false', async () => {
    const user = userEvent.setup();
    render(<DeleteFile onConfirm={() => false} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete forever' }));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
