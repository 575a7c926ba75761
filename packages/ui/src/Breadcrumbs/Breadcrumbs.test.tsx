import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Breadcrumbs } from './Breadcrumbs';

const path = ['Root', 'Projects', '2026', 'Coffer', 'Design', 'Icons'].map((label) => ({
  id: label.toLowerCase(),
  label,
}));

describe('Breadcrumbs', () => {
  it('marks the last crumb as the current page inside a named navigation landmark', async () => {
    const { container } = render(<Breadcrumbs items={path.slice(0, 3)} />);
    expect(screen.getByRole('navigation', { name: 'Breadcrumbs' })).toBeInTheDocument();
    expect(screen.getByText('2026')).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(container);
  });

  describe.each(['mouse', 'keyboard'] as const)('pressing a crumb with the %s', (input) => {
    it('calls onAction with its id', async () => {
      const user = userEvent.setup();
      const onAction = vi.fn();
      render(<Breadcrumbs items={path.slice(0, 3)} onAction={onAction} />);
      if (input === 'mouse') {
        await user.click(screen.getByText('Projects'));
      } else {
        await user.tab();
        await user.tab();
        await user.keyboard('{Enter}');
      }
      expect(onAction).toHaveBeenCalledWith('projects');
    });
  });

  it('given more crumbs than maxVisible, collapses the middle into a "…" menu', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    const { container } = render(<Breadcrumbs items={path} maxVisible={3} onAction={onAction} />);
    expect(screen.queryByText('Projects')).not.toBeInTheDocument();
    expect(screen.getByText('Root')).toBeInTheDocument();
    expect(screen.getByText('Design')).toBeInTheDocument();
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Show hidden folders' }));
    // The menu's code loads on demand; a press before it arrives opens it once it has.
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Projects', '2026', 'Coffer']);
    await expectNoAxeViolations(document.body);
    await user.click(within(menu).getByRole('menuitem', { name: '2026' }));
    expect(onAction).toHaveBeenCalledWith('2026');
    // axe over the open menu takes seconds in jsdom on a busy machine.
  }, 20_000);

  it('after Escape the "…" menu closes and focus returns to its button', async () => {
    const user = userEvent.setup();
    render(<Breadcrumbs items={path} maxVisible={3} />);
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    // react-aria gives focus back on the next frame.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Show hidden folders' })).toHaveFocus(),
    );
  });

  it('a crumb accepts dropped items and reports them with its id', async () => {
    const onDropItems = vi.fn();
    render(<Breadcrumbs items={path.slice(0, 3)} onDropItems={onDropItems} />);
    const target = screen.getByText('Projects').parentElement as HTMLElement;
    const dataTransfer = fakeDataTransfer('report.pdf');
    fireEvent.dragEnter(target, { dataTransfer, clientX: 1, clientY: 1 });
    fireEvent.dragOver(target, { dataTransfer, clientX: 1, clientY: 1 });
    expect(target).toHaveAttribute('data-drop-target');
    await act(async () => {
      fireEvent.drop(target, { dataTransfer, clientX: 1, clientY: 1 });
    });
    expect(onDropItems).toHaveBeenCalledTimes(1);
    const [id, items] = onDropItems.mock.calls[0] ?? [];
    expect(id).toBe('projects');
    expect(await items[0].getText('text/plain')).toBe('report.pdf');
  });
});

/** jsdom has no DataTransfer; this is the part of it react-aria reads. */
function fakeDataTransfer(text: string) {
  const item = {
    kind: 'string',
    type: 'text/plain',
    getAsString: (cb: (s: string) => void) => cb(text),
  };
  return {
    types: ['text/plain'],
    items: Object.assign([item], { add() {} }),
    files: [],
    dropEffect: 'none',
    effectAllowed: 'all',
    getData: (type: string) => (type === 'text/plain' ? text : ''),
    setData() {},
  };
}
