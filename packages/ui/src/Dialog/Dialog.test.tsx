import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import { Dialog, DialogBody, DialogFooter, DialogTitle, DialogTrigger } from './Dialog';

function RenameDialog() {
  return (
    <DialogTrigger>
      <Button>Rename</Button>
      <Modal>
        <Dialog>
          {({ close }) => (
            <>
              <DialogTitle>Rename file</DialogTitle>
              <DialogBody>
                <input aria-label="Name" />
              </DialogBody>
              <DialogFooter>
                <Button onPress={close}>Save</Button>
              </DialogFooter>
            </>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

describe('Dialog', () => {
  it('given a closed dialog, has no axe violations and shows no dialog', async () => {
    const { container } = render(<RenameDialog />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  describe.each(['mouse', 'keyboard'] as const)('opened with the %s', (input) => {
    async function open() {
      const user = userEvent.setup();
      render(<RenameDialog />);
      const trigger = screen.getByRole('button', { name: 'Rename' });
      if (input === 'mouse') await user.click(trigger);
      else {
        await user.tab();
        await user.keyboard('{Enter}');
      }
      return { user, trigger };
    }

    it('is named by its title and has no axe violations', async () => {
      await open();
      const dialog = screen.getByRole('dialog', { name: 'Rename file' });
      await expectNoAxeViolations(document.body);
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    });

    it('traps focus: Tab from the last control wraps to the first', async () => {
      const { user } = await open();
      const dialog = screen.getByRole('dialog');
      for (let i = 0; i < 6; i++) {
        await user.tab();
        expect(dialog).toContainElement(document.activeElement as HTMLElement);
      }
    });

    it('after pressing Escape, closes and focus returns to the trigger', async () => {
      const { user, trigger } = await open();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      // FocusScope restores focus on the next animation frame.
      await waitFor(() => expect(trigger).toHaveFocus());
    });

    it('after pressing the close button, closes and focus returns to the trigger', async () => {
      const { user, trigger } = await open();
      await user.click(screen.getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      // FocusScope restores focus on the next animation frame.
      await waitFor(() => expect(trigger).toHaveFocus());
    });
  });

  it('a footer action can close the dialog through the render prop', async () => {
    const user = userEvent.setup();
    render(<RenameDialog />);
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
