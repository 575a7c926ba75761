import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Button } from '../Button/Button';
import { Popover } from '../Popover/Popover';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger, SubmenuTrigger } from './Menu';

function FileActions({ onAction = vi.fn() }: { onAction?: (key: unknown) => void }) {
  return (
    <MenuTrigger>
      <Button>Actions</Button>
      <Popover>
        <Menu onAction={onAction}>
          <MenuSection title="File">
            <MenuItem id="open">Open</MenuItem>
            <MenuItem id="rename" shortcut="F2">
              Rename
            </MenuItem>
            <SubmenuTrigger>
              <MenuItem id="share">Share</MenuItem>
              <Popover>
                <Menu onAction={onAction}>
                  <MenuItem id="people">With people</MenuItem>
                  <MenuItem id="link">Copy link</MenuItem>
                </Menu>
              </Popover>
            </SubmenuTrigger>
          </MenuSection>
          <MenuSeparator />
          <MenuItem id="delete" variant="danger">
            Delete
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

describe('Menu', () => {
  it('given a closed menu, has no axe violations', async () => {
    const { container } = render(<FileActions />);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  describe.each(['mouse', 'keyboard'] as const)('used with the %s', (input) => {
    it('opens, runs the chosen item, closes and returns focus to the trigger', async () => {
      const user = userEvent.setup();
      const onAction = vi.fn();
      render(<FileActions onAction={onAction} />);
      const trigger = screen.getByRole('button', { name: 'Actions' });
      if (input === 'mouse') {
        await user.click(trigger);
        await user.click(screen.getByRole('menuitem', { name: 'Rename' }));
      } else {
        await user.tab();
        await user.keyboard('{Enter}');
        expect(screen.getByRole('menuitem', { name: 'Open' })).toHaveFocus();
        await user.keyboard('{ArrowDown}');
        expect(screen.getByRole('menuitem', { name: /Rename/ })).toHaveFocus();
        await user.keyboard('{Enter}');
      }
      expect(onAction.mock.calls).toEqual([['rename', undefined]]);
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      await waitFor(() => expect(trigger).toHaveFocus());
    });
  });

  it('open, has grouped items with no axe violations', async () => {
    const user = userEvent.setup();
    render(<FileActions />);
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    expect(screen.getByRole('group', { name: 'File' })).toBeInTheDocument();
    expect(screen.getByRole('separator')).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('after pressing Escape, closes and focus returns to the trigger', async () => {
    const user = userEvent.setup();
    render(<FileActions />);
    const trigger = screen.getByRole('button', { name: 'Actions' });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('ArrowRight opens a submenu and ArrowLeft returns to its item', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(<FileActions onAction={onAction} />);
    await user.tab();
    await user.keyboard('{Enter}{ArrowDown}{ArrowDown}{ArrowRight}');
    expect(screen.getAllByRole('menu')).toHaveLength(2);
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'With people' })).toHaveFocus(),
    );
    await user.keyboard('{ArrowLeft}');
    expect(screen.getAllByRole('menu')).toHaveLength(1);
    expect(screen.getByRole('menuitem', { name: 'Share' })).toHaveFocus();
  });
});
