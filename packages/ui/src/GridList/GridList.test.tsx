import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListLayout } from 'react-aria-components/Virtualizer';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { withViewportSize } from '../../test/viewport';
import { rowsToFill } from '../Table/progressiveItems';
import { GridList, GridListItem, type GridListProps } from './GridList';

const entries = Array.from({ length: 6 }, (_, i) => ({ id: `e${i + 1}`, name: `File ${i + 1}` }));

function Files(props: Partial<GridListProps<(typeof entries)[number]>>) {
  return (
    <GridList aria-label="Files" items={entries} {...props}>
      {(entry) => <GridListItem id={entry.id}>{entry.name}</GridListItem>}
    </GridList>
  );
}

withViewportSize();

const selected = () =>
  screen.queryAllByRole('row', { selected: true }).map((row) => row.textContent);

describe.each(['list', 'grid'] as const)('GridList as a %s', (layout) => {
  it('has no axe violations unselected and selected', async () => {
    const { container, unmount } = render(<Files layout={layout} selectionMode="multiple" />);
    await expectNoAxeViolations(container);
    unmount();
    const withSelection = render(
      <Files layout={layout} selectionMode="multiple" defaultSelectedKeys={['e1']} />,
    );
    await expectNoAxeViolations(withSelection.container);
    // Two axe runs over a virtualised collection take seconds in jsdom on a busy machine.
  }, 20_000);

  it('a checkbox click toggles an item; Shift+click selects the range', async () => {
    const user = userEvent.setup();
    render(<Files layout={layout} selectionMode="multiple" />);
    await user.click(screen.getByRole('checkbox', { name: /File 2/ }));
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('row', { name: 'File 4' }));
    await user.keyboard('{/Shift}');
    expect(selected()).toEqual(['File 2', 'File 3', 'File 4']);
  });

  it("given keyboard focus on an item's checkbox, Space toggles that item once", async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(
      <Files layout={layout} selectionMode="multiple" onSelectionChange={onSelectionChange} />,
    );
    screen.getByRole('checkbox', { name: /File 3/ }).focus();
    await user.keyboard(' ');
    expect(selected()).toEqual(['File 3']);
    expect(onSelectionChange).toHaveBeenCalledTimes(1);
  });

  it('in replace mode, a click replaces and Ctrl+click adds', async () => {
    const user = userEvent.setup();
    render(<Files layout={layout} selectionMode="multiple" selectionBehavior="replace" />);
    await user.click(screen.getByRole('row', { name: 'File 1' }));
    await user.click(screen.getByRole('row', { name: 'File 3' }));
    expect(selected()).toEqual(['File 3']);
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('row', { name: 'File 6' }));
    await user.keyboard('{/Control}');
    expect(selected()).toEqual(['File 3', 'File 6']);
  });

  it('by keyboard: Space selects, Shift+arrow extends, Ctrl+A selects all, Escape clears', async () => {
    const user = userEvent.setup();
    render(<Files layout={layout} selectionMode="multiple" />);
    await user.tab();
    expect(screen.getByRole('row', { name: 'File 1' })).toHaveFocus();
    const next = layout === 'grid' ? '{ArrowRight}' : '{ArrowDown}';
    await user.keyboard(`${next} {Shift>}${next}{/Shift}`);
    expect(selected()).toEqual(['File 2', 'File 3']);
    await user.keyboard('{Control>}a{/Control}');
    expect(selected()).toHaveLength(entries.length);
    await user.keyboard('{Escape}');
    expect(selected()).toHaveLength(0);
  });

  describe.each(['mouse', 'keyboard'] as const)('an action with the %s', (input) => {
    it('calls onAction with the item key', async () => {
      const user = userEvent.setup();
      const onAction = vi.fn();
      render(<Files layout={layout} onAction={onAction} />);
      if (input === 'mouse') {
        await user.click(screen.getByRole('row', { name: 'File 1' }));
      } else {
        await user.tab();
        await user.keyboard('{Enter}');
      }
      expect(onAction).toHaveBeenCalledWith('e1');
    });
  });
});

describe('GridList with thousands of items', () => {
  const many = Array.from({ length: 2_000 }, (_, i) => ({
    id: `e${i + 1}`,
    name: `File ${i + 1}`,
  }));
  const list = () => screen.getByRole('grid', { name: 'Files' });

  it('shows the first items at once, adds the rest, lays out only the rows in view; End reaches the last', async () => {
    const user = userEvent.setup();
    render(<Files items={many} />);
    // Only the items that fill the default 400 px view of 48 px rows are built at first.
    expect(list()).toHaveAttribute('aria-rowcount', String(rowsToFill(400, 48)));
    await waitFor(() => expect(list()).toHaveAttribute('aria-rowcount', String(many.length)), {
      timeout: 20_000,
    });
    const buildItem = vi.spyOn(
      ListLayout.prototype as unknown as { buildItem(): unknown },
      'buildItem',
    );
    await user.tab();
    await user.keyboard('{End}');
    await waitFor(() => expect(screen.getByRole('row', { name: 'File 2000' })).toHaveFocus());
    expect(screen.getAllByRole('row').length).toBeLessThanOrEqual(30);
    // The stock layout lays out all 2,000 rows to find the last one.
    expect(buildItem.mock.calls.length).toBeLessThan(100);
    buildItem.mockRestore();
  }, 30_000);
});
