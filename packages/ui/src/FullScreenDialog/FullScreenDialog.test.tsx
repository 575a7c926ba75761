import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Button } from '../Button/Button';
import { DialogTrigger } from '../Dialog/Dialog';
import { FullScreenDialog } from './FullScreenDialog';

function ErrorDetails() {
  return (
    <DialogTrigger>
      <Button>Show details</Button>
      <FullScreenDialog title="An error occured" footer={<Button>Download log</Button>}>
        <pre>TypeError: x is undefined</pre>
      </FullScreenDialog>
    </DialogTrigger>
  );
}

describe('FullScreenDialog', () => {
  it('given a closed dialog, has no axe violations', async () => {
    const { container } = render(<ErrorDetails />);
    await expectNoAxeViolations(container);
  });

  describe.each(['mouse', 'keyboard'] as const)('closed with the %s', (input) => {
    it('opens named by its title, closes, and focus returns to the trigger', async () => {
      const user = userEvent.setup();
      render(<ErrorDetails />);
      const trigger = screen.getByRole('button', { name: 'Show details' });
      await user.click(trigger);
      expect(screen.getByRole('dialog', { name: 'An error occured' })).toBeInTheDocument();
      await expectNoAxeViolations(document.body);
      if (input === 'mouse') await user.click(screen.getByRole('button', { name: 'Close' }));
      else await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await waitFor(() => expect(trigger).toHaveFocus());
    });
  });
});
