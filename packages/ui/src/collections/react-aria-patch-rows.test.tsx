/**
 * Tests of the per-row and per-cell parts of patches/react-aria@3.53.1.patch and
 * patches/react-aria-components@1.22.1.patch (docs/decisions/0011, "Rows and cells render
 * with fewer hooks"): a table cell without cell selection or cell actions takes
 * `useInertSelectableItem`, a focus ring runs only the focus hook it uses, the default locale
 * is one store subscription, and `dom.*` elements and the table's row and cell elements hand
 * on their props and ref without copying them. Each patch must keep React Aria's behaviour:
 * the tests drive the kit's Table by pointer and keyboard and check what React Aria promised.
 */

import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components/Button';
import { useLocale } from 'react-aria-components/I18nProvider';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { importPatchedFile, type PatchedPackage } from '../../test/patched-dist';
import { withViewportSize } from '../../test/viewport';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../Table/Table';

withViewportSize(800, 600);

const distModule = importPatchedFile;

/** Each patched function, and a piece of its patched source (which only the patch has). */
const patched: [PatchedPackage, string, (module: Record<string, unknown>) => unknown, string][] = [
  ['react-aria', 'grid/useGridCell', (m) => m.useGridCell, 'useInertSelectableItem'],
  ['react-aria', 'focus/useFocusRing', (m) => m.useFocusRing, 'isWithin'],
  ['react-aria', 'i18n/useDefaultLocale', (m) => m.useDefaultLocale, 'subscribeLocale'],
  ['react-aria', 'collections/useCachedChildren', (m) => m.useCachedChildren, 'isRenderedFrom'],
  [
    'react-stately',
    'virtualizer/Virtualizer',
    (m) => (m.Virtualizer as { prototype: { updateSubviews: unknown } }).prototype.updateSubviews,
    'this._renderedContent.delete(view.content);\n                view.parent.reuseChild(view);',
  ],
];

describe('patches to React Aria: applied', () => {
  it.each(patched)('%s: %s', async (pkg, path, pick, source) => {
    const module = await distModule<Record<string, unknown>>(pkg, `dist/private/${path}.mjs`);
    expect(String(pick(module))).toContain(source);
  });
});

interface File {
  id: string;
  name: string;
  size: string;
}

const items: File[] = [
  { id: 'a', name: 'Alpha.txt', size: '1 KB' },
  { id: 'b', name: 'Beta.txt', size: '2 KB' },
  { id: 'c', name: 'Gamma.txt', size: '3 KB' },
];

function Files({ onRowAction }: { onRowAction?: (key: unknown) => void }) {
  const [selected, setSelected] = useState<'all' | Set<unknown>>(new Set());
  return (
    <Table
      aria-label="Files"
      height={300}
      rowHeight={40}
      selectionMode="multiple"
      selectionBehavior="replace"
      selectedKeys={selected as never}
      onSelectionChange={(keys) => setSelected(keys as never)}
      onRowAction={onRowAction}
    >
      <TableHeader>
        <Column id="name" isRowHeader>
          Name
        </Column>
        <Column id="size">Size</Column>
        <Column id="menu">Actions</Column>
      </TableHeader>
      <TableBody items={items}>
        {(item) => (
          <Row id={item.id} textValue={item.name}>
            <Cell>{item.name}</Cell>
            <Cell>{item.size}</Cell>
            <Cell>
              <button type="button">More for {item.name}</button>
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const cellOf = (name: string, index: number) =>
  row(name).querySelectorAll('[role="rowheader"], [role="gridcell"]')[index] as HTMLElement;

describe('react-aria patch: table cells without cell selection or actions', () => {
  it('is applied: react-aria exports useInertSelectableItem and useGridCell uses it', async () => {
    const selectable = await distModule<Record<string, unknown>>(
      'react-aria',
      'dist/private/selection/useSelectableItem.mjs',
    );
    expect(typeof selectable.useInertSelectableItem).toBe('function');
    const grid = await distModule<{ useGridCell: () => void }>(
      'react-aria',
      'dist/private/grid/useGridCell.mjs',
    );
    expect(String(grid.useGridCell)).toContain('useInertSelectableItem');
  });

  it('keeps the cell props React Aria gave: tabindex, data-key, data-collection, an id', async () => {
    render(<Files />);
    await waitFor(() => expect(row('Alpha')).toBeInTheDocument());
    const cells = [cellOf('Alpha', 0), cellOf('Alpha', 1), cellOf('Beta', 1)];
    for (const cell of cells) {
      expect(cell).toHaveAttribute('tabindex', '-1');
      expect(cell.getAttribute('data-key')).toBeTruthy();
      expect(cell.getAttribute('data-collection')).toBe(
        row('Alpha').getAttribute('data-collection'),
      );
      expect(cell.id).toBeTruthy();
    }
    expect(new Set(cells.map((c) => c.id)).size).toBe(cells.length);
    // The row header keeps the id the table gives it (rows are labelled by it).
    expect(row('Alpha')).toHaveAttribute(
      'aria-labelledby',
      expect.stringContaining(cells[0]?.id ?? '-'),
    );
  });

  it('a click on a cell selects its row (replace, then Ctrl to add, Shift for a range)', async () => {
    const user = userEvent.setup();
    render(<Files />);
    await waitFor(() => expect(row('Alpha')).toBeInTheDocument());
    await user.click(cellOf('Alpha', 1));
    expect(row('Alpha')).toHaveAttribute('aria-selected', 'true');
    await user.click(cellOf('Gamma', 0));
    expect(row('Alpha')).toHaveAttribute('aria-selected', 'false');
    expect(row('Gamma')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Control>}');
    await user.click(cellOf('Alpha', 1));
    await user.keyboard('{/Control}');
    expect(row('Alpha')).toHaveAttribute('aria-selected', 'true');
    expect(row('Gamma')).toHaveAttribute('aria-selected', 'true');
    await user.click(cellOf('Alpha', 0));
    await user.keyboard('{Shift>}');
    await user.click(cellOf('Beta', 1));
    await user.keyboard('{/Shift}');
    expect(['Alpha', 'Beta', 'Gamma'].map((n) => row(n).getAttribute('aria-selected'))).toEqual([
      'true',
      'true',
      'false',
    ]);
  });

  it('a double click on a cell runs the row action; a click on a button in a cell does not select', async () => {
    const user = userEvent.setup();
    const onRowAction = vi.fn();
    render(<Files onRowAction={onRowAction} />);
    await waitFor(() => expect(row('Beta')).toBeInTheDocument());
    await user.dblClick(cellOf('Beta', 1));
    expect(onRowAction).toHaveBeenCalledWith('b');
    await user.click(cellOf('Alpha', 1));
    expect(row('Alpha')).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'More for Gamma.txt' }));
    expect(row('Gamma')).toHaveAttribute('aria-selected', 'false');
    expect(row('Alpha')).toHaveAttribute('aria-selected', 'true');
  });

  it('arrow keys move focus through the cells and rows, with the cell and row focus rings', async () => {
    const user = userEvent.setup();
    render(<Files />);
    await waitFor(() => expect(row('Alpha')).toBeInTheDocument());
    await user.tab();
    expect(document.activeElement).toBe(row('Alpha'));
    expect(row('Alpha')).toHaveAttribute('data-focus-visible', 'true');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(cellOf('Alpha', 0));
    expect(cellOf('Alpha', 0)).toHaveAttribute('data-focus-visible', 'true');
    expect(row('Alpha')).not.toHaveAttribute('data-focus-visible');
    expect(row('Alpha')).toHaveAttribute('data-focus-visible-within', 'true');
    expect(cellOf('Alpha', 0)).toHaveAttribute('tabindex', '0');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(cellOf('Alpha', 1));
    expect(cellOf('Alpha', 0)).not.toHaveAttribute('data-focus-visible');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(cellOf('Beta', 1));
    expect(row('Alpha')).not.toHaveAttribute('data-focus-visible-within');
    expect(row('Beta')).toHaveAttribute('data-focus-visible-within', 'true');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(row('Beta'));
    await user.tab();
    expect(row('Beta')).not.toHaveAttribute('data-focus-visible');
    expect(row('Beta')).not.toHaveAttribute('data-focus-visible-within');
  });
});

/** What `useLocale` says (no I18nProvider: the default locale). */
function Locale({ label }: { label: string }) {
  const { locale, direction } = useLocale();
  return <output aria-label={label}>{`${locale} ${direction}`}</output>;
}

describe('react-aria patch: the default locale is one store subscription', () => {
  const spies: { mockRestore(): void }[] = [];
  afterEach(() => {
    for (const spy of spies.splice(0)) spy.mockRestore();
  });

  it('follows the browser’s language, listening to languagechange only while in use', () => {
    const browserLanguage = navigator.language;
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    spies.push(added, removed);
    const languageChanges = (spy: typeof added) =>
      spy.mock.calls.filter(([type]) => type === 'languagechange').length;
    const { unmount } = render(
      <>
        <Locale label="first" />
        <Locale label="second" />
      </>,
    );
    expect(screen.getByRole('status', { name: 'first' })).toHaveTextContent(
      `${browserLanguage} ltr`,
    );
    expect(languageChanges(added)).toBe(1);

    const language = vi.spyOn(navigator, 'language', 'get').mockReturnValue('ar-EG');
    spies.push(language);
    act(() => window.dispatchEvent(new Event('languagechange')));
    expect(screen.getByRole('status', { name: 'first' })).toHaveTextContent('ar-EG rtl');
    expect(screen.getByRole('status', { name: 'second' })).toHaveTextContent('ar-EG rtl');

    language.mockReturnValue(browserLanguage);
    act(() => window.dispatchEvent(new Event('languagechange')));
    expect(screen.getByRole('status', { name: 'second' })).toHaveTextContent(
      `${browserLanguage} ltr`,
    );
    expect(languageChanges(removed)).toBe(0);
    unmount();
    expect(languageChanges(removed)).toBe(1);
  });
});

interface Line {
  id: string;
  name: string;
  second: string;
}

/** A two-column table of 40 px rows: the name, then `second`. */
function TwoColumns({
  label,
  lines,
  behavior,
}: {
  label: string;
  lines: Line[];
  behavior?: 'replace' | 'toggle';
}) {
  return (
    <Table
      aria-label={label}
      height={300}
      rowHeight={40}
      selectionMode="multiple"
      selectionBehavior={behavior}
    >
      <TableHeader>
        <Column isRowHeader>Name</Column>
        <Column>Second</Column>
      </TableHeader>
      <TableBody items={lines}>
        {(line) => (
          <Row id={line.id}>
            <Cell>{line.name}</Cell>
            <Cell>{line.second}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

const fileLines = items.map((item) => ({ id: item.id, name: item.name, second: item.size }));
/** Rows enough to scroll: 200 of them. */
const manyLines = Array.from({ length: 200 }, (_, i) => ({
  id: `r${i + 1}`,
  name: `Row ${i + 1}`,
  second: `r${i + 1}`,
}));

function Behaviour({ behavior }: { behavior: 'replace' | 'toggle' }) {
  return <TwoColumns label="Files" lines={fileLines} behavior={behavior} />;
}

describe('the kit’s Row: cells as one flat, keyed list', () => {
  it('a selection checkbox appearing adds a cell and leaves the others in their columns', async () => {
    const { rerender } = render(<Behaviour behavior="replace" />);
    await waitFor(() => expect(row('Alpha')).toBeInTheDocument());
    const texts = () =>
      [...row('Alpha').querySelectorAll('[role="rowheader"], [role="gridcell"]')].map((cell) => [
        cell.getAttribute('role'),
        cell.textContent,
        cell.querySelector('input[type="checkbox"]') !== null,
      ]);
    expect(texts()).toEqual([
      ['rowheader', 'Alpha.txt', false],
      ['gridcell', '1 KB', false],
    ]);
    rerender(<Behaviour behavior="toggle" />);
    await waitFor(() => expect(texts()).toHaveLength(3));
    expect(texts()).toEqual([
      ['gridcell', '', true],
      ['rowheader', 'Alpha.txt', false],
      ['gridcell', '1 KB', false],
    ]);
    rerender(<Behaviour behavior="replace" />);
    await waitFor(() => expect(texts()).toHaveLength(2));
    expect(texts()[0]).toEqual(['rowheader', 'Alpha.txt', false]);
  });
});

describe('react-stately patch: rendered rows are forgotten when they leave the view', () => {
  it('rows scrolled away and back render again, whole and in place', async () => {
    render(<TwoColumns label="Rows" lines={manyLines} />);
    const grid = () => screen.getByRole('grid', { name: 'Rows' });
    await waitFor(() => expect(grid()).toHaveAttribute('aria-rowcount', '201'));
    const scrollTo = (top: number) =>
      act(() => {
        grid().scrollTop = top;
        fireEvent.scroll(grid());
      });
    const first = screen.getByRole('row', { name: /Row 1\b/ });
    expect(first).toHaveAttribute('aria-rowindex', '2');
    scrollTo(40 * 150);
    await waitFor(() => expect(screen.getByRole('rowheader', { name: 'Row 151' })).toBeVisible());
    expect(screen.queryByRole('rowheader', { name: 'Row 1' })).not.toBeInTheDocument();
    scrollTo(0);
    await waitFor(() => expect(screen.getByRole('rowheader', { name: 'Row 1' })).toBeVisible());
    const again = screen.getByRole('row', { name: /Row 1\b/ });
    expect(again).toHaveAttribute('aria-rowindex', '2');
    expect(within(again).getAllByRole('gridcell').at(-1)).toHaveTextContent('r1');
    expect(screen.queryByRole('rowheader', { name: 'Row 151' })).not.toBeInTheDocument();
  });
});

describe('react-aria-components patch: dom elements and table row and cell elements', () => {
  it('is applied: dom.* are function components that take ref as a prop', async () => {
    const { dom } = await distModule<{ dom: Record<string, unknown> }>(
      'react-aria-components',
      'dist/private/utils.mjs',
    );
    expect(typeof dom.div).toBe('function');
  });

  it('hands the ref and props to the element, and to a custom render', async () => {
    const ref = createRef<HTMLButtonElement>();
    const { unmount } = render(
      <AriaButton ref={ref} data-testid="plain" aria-label="Plain">
        Plain
      </AriaButton>,
    );
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Plain' }));
    unmount();

    const rendered = createRef<HTMLButtonElement>();
    render(
      <AriaButton
        ref={rendered}
        aria-label="Custom"
        render={(props) => <button {...props} type="button" data-custom="yes" />}
      >
        Custom
      </AriaButton>,
    );
    const custom = screen.getByRole('button', { name: 'Custom' });
    expect(custom).toHaveAttribute('data-custom', 'yes');
    expect(custom).not.toHaveAttribute('render');
    expect(rendered.current).toBe(custom);
  });

  it('table rows and cells reach their elements (the table focuses them by ref)', async () => {
    const user = userEvent.setup();
    render(<Files />);
    await waitFor(() => expect(row('Gamma')).toBeInTheDocument());
    await user.click(cellOf('Beta', 1));
    await user.keyboard('{ArrowDown}');
    // The click focused the cell (it is focusable, tabindex -1), so the arrow moves by cells.
    expect(document.activeElement).toBe(cellOf('Gamma', 1));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(cellOf('Gamma', 0));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(row('Gamma'));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(row('Beta'));
  });
});
