import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Dialog, DialogBody, DialogTitle } from '../Dialog/Dialog';
import { Modal } from './Modal';

function Controlled(props: { isDismissable?: boolean; onOpenChange?: (o: boolean) => void }) {
  return (
    <Modal isOpen {...props}>
      <Dialog>
        <DialogTitle>Share</DialogTitle>
        <DialogBody>Anyone with the link can view.</DialogBody>
      </Dialog>
    </Modal>
  );
}

describe('Modal', () => {
  it('given isOpen, shows its dialog with no axe violations', async () => {
    render(<Controlled />);
    expect(screen.getByRole('dialog', { name: 'Share' })).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('after pressing Escape, asks to close', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Controlled onOpenChange={onOpenChange} />);
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('given isDismissable false, ignores a click outside', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Controlled isDismissable={false} onOpenChange={onOpenChange} />);
    await user.click(document.body);
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
