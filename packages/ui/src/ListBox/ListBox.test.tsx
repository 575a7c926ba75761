import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListLayout } from 'react-aria-components/Virtualizer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { ListBox, ListBoxItem, ListBoxSection } from './ListBox';

const fruit = ['Apple', 'Banana', 'Blueberry', 'Cherry'];

function Fruit({ onSelectionChange }: { onSelectionChange?: (keys: unknown) => void }) {
  return (
    <ListBox aria-label="Fruit" selectionMode="single" onSelectionChange={onSelectionChange}>
      {fruit.map((name) => (
        <ListBoxItem key={name} id={name}>
          {name}
        </ListBoxItem>
      ))}
    </ListBox>
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ListBox', () => {
  it('has no axe violations, with sections too', async () => {
    const { container } = render(
      <ListBox aria-label="Places">
        <ListBoxSection title="Recent">
          <ListBoxItem id="drive">My drive</ListBoxItem>
        </ListBoxSection>
      </ListBox>,
    );
    expect(screen.getByRole('group', { name: 'Recent' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  describe.each(['mouse', 'keyboard'] as const)('chosen with the %s', (input) => {
    it('selects an option', async () => {
      const user = userEvent.setup();
      const onSelectionChange = vi.fn();
      render(<Fruit onSelectionChange={onSelectionChange} />);
      if (input === 'mouse') await user.click(screen.getByRole('option', { name: 'Banana' }));
      else {
        await user.tab();
        expect(screen.getByRole('option', { name: 'Apple' })).toHaveFocus();
        await user.keyboard('{ArrowDown}');
        expect(screen.getByRole('option', { name: 'Banana' })).toHaveFocus();
        await user.keyboard('{Enter}');
      }
      expect([...(onSelectionChange.mock.calls[0]?.[0] ?? [])]).toEqual(['Banana']);
      expect(screen.getByRole('option', { name: 'Banana' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    });
  });

  describe('type-ahead', () => {
    // Only Date is faked: user-event and RAC keep their real timers.
    const at = (ms: number) => vi.setSystemTime(new Date(Date.UTC(2026, 0, 1, 0, 0, 0, ms)));

    it('extends the search with letters typed within 500 ms', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const user = userEvent.setup();
      render(<Fruit />);
      await user.tab();
      at(0);
      await user.keyboard('b');
      expect(screen.getByRole('option', { name: 'Banana' })).toHaveFocus();
      at(499);
      await user.keyboard('l');
      expect(screen.getByRole('option', { name: 'Blueberry' })).toHaveFocus();
    });

    it('starts a new search after 500 ms (RAC alone would wait 1000 ms)', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const user = userEvent.setup();
      render(<Fruit />);
      await user.tab();
      at(0);
      await user.keyboard('b');
      at(501);
      await user.keyboard('c');
      expect(screen.getByRole('option', { name: 'Cherry' })).toHaveFocus();
      at(1200);
      await user.keyboard('l');
      // "l" alone matches nothing, so focus stays; within 1000 ms "cl" would not match either,
      // but the next test shows the old buffer is really gone.
      expect(screen.getByRole('option', { name: 'Cherry' })).toHaveFocus();
    });

    it('after a 600 ms pause, "b" then "l" is a fresh "l", not "bl"', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const user = userEvent.setup();
      render(<Fruit />);
      await user.tab();
      at(0);
      await user.keyboard('b');
      at(600);
      await user.keyboard('l');
      expect(screen.getByRole('option', { name: 'Banana' })).toHaveFocus();
    });
  });

  it('given many items, renders only the rows in view and ArrowDown/End still reach them', async () => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(420);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    const items = Array.from({ length: 1000 }, (_, i) => ({ id: i, name: `File ${i}` }));
    const user = userEvent.setup();
    render(
      <ListBox aria-label="Files" items={items}>
        {(item) => <ListBoxItem id={item.id}>{item.name}</ListBoxItem>}
      </ListBox>,
    );
    const list = screen.getByRole('listbox', { name: 'Files' });
    const rendered = within(list).getAllByRole('option').length;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(100);
    await user.tab();
    await user.keyboard('{End}');
    expect(screen.getByRole('option', { name: 'File 999' })).toHaveFocus();
    await user.keyboard('{PageUp}');
    expect(document.activeElement).toHaveAttribute('role', 'option');
    expect(document.activeElement).not.toHaveTextContent('File 999');
  });

  it('given many items, lays out only the rows in view, not every row up to the end (regression)', async () => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(420);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    const items = Array.from({ length: 2000 }, (_, i) => ({ id: i, name: `File ${i}` }));
    const user = userEvent.setup();
    render(
      <ListBox aria-label="Files" items={items}>
        {(item) => <ListBoxItem id={item.id}>{item.name}</ListBoxItem>}
      </ListBox>,
    );
    const buildItem = vi.spyOn(
      ListLayout.prototype as unknown as { buildItem(): unknown },
      'buildItem',
    );
    await user.tab();
    await user.keyboard('{End}');
    expect(screen.getByRole('option', { name: 'File 1999' })).toHaveFocus();
    // The stock layout lays out all 2,000 rows to find the last one.
    expect(buildItem.mock.calls.length).toBeLessThan(100);
  });
});
