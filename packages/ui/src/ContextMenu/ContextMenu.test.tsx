import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Menu, MenuItem } from '../Menu/Menu';
import { ContextMenu } from './ContextMenu';

function FileRow({ onAction = vi.fn() }: { onAction?: (key: unknown) => void }) {
  return (
    <ContextMenu
      menu={
        <Menu aria-label="File actions" onAction={onAction}>
          <MenuItem id="open">Open</MenuItem>
          <MenuItem id="rename">Rename</MenuItem>
        </Menu>
      }
    >
      <button type="button">Report.pdf</button>
    </ContextMenu>
  );
}

describe('ContextMenu', () => {
  it('given a closed menu, has no axe violations and leaves no menu in the page', async () => {
    const { container } = render(<FileRow />);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('opens on right-click with focus on the first item, and runs the chosen action', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(<FileRow onAction={onAction} />);
    await user.pointer({ keys: '[MouseRight]', target: screen.getByRole('button') });
    // The popover's code loads with the first menu.
    const menu = await screen.findByRole('menu', { name: 'File actions' });
    expect(menu).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Open' })).toHaveFocus());
    await expectNoAxeViolations(menu);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onAction.mock.calls[0]?.[0]).toBe('rename');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it.each([
    ['the ContextMenu key', '{ContextMenu}'],
    ['Shift+F10', '{Shift>}{F10}{/Shift}'],
  ])('opens from %s on the focused element; Escape returns focus to it', async (_, keys) => {
    const user = userEvent.setup();
    render(<FileRow />);
    await user.tab();
    const row = screen.getByRole('button', { name: 'Report.pdf' });
    expect(row).toHaveFocus();
    await user.keyboard(keys);
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(() => expect(row).toHaveFocus());
  });

  it('given isDisabled, leaves the browser menu alone', () => {
    render(
      <ContextMenu isDisabled menu={<Menu aria-label="x" />}>
        <button type="button">Report.pdf</button>
      </ContextMenu>,
    );
    const notPrevented = fireEvent.contextMenu(screen.getByRole('button'));
    expect(notPrevented).toBe(true);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
