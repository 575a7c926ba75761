/**
 * Tests of the deferred-update part of patches/react-aria@3.53.1.patch (docs/decisions/0011
 * §13): once a collection has 200 items (its `size`: rows here), an update of it (a page of
 * rows appended) is shown with the next frame instead of by a blocking render of its own:
 * the next scroll of the view shows it in the render the scroll makes, or else an animation
 * frame does. Smaller collections and changes that are not collection updates (a selection)
 * still show at once.
 *
 * These tests run outside `act`, which would flush the pending update before returning.
 */

import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushSync } from 'react-dom';
import { describe, expect, it } from 'vitest';
import { FilesTable, filesControl, filesGrid, filesRowCount } from '../../test/files-table';
import { outsideAct } from '../../test/outside-act';
import { readPatchedFile } from '../../test/patched-dist';
import { withViewportSize } from '../../test/viewport';

withViewportSize(800, 600);

const control = filesControl;
const grid = filesGrid;
const rowCount = filesRowCount;

const view = outsideAct();

async function mount(initial: number) {
  view.render(<FilesTable initial={initial} />);
  // The kit hands the rows over in steps (transitions): slow on a busy machine.
  await waitFor(() => expect(rowCount()).toBe(initial), { timeout: 5000 });
}

describe("react-aria patch: a large collection's update shows with the next frame", () => {
  it('is applied: the collection builder holds large collections, the scroll view shows them', () => {
    const read = (file: string) => readPatchedFile('react-aria', file);
    for (const ext of ['mjs', 'cjs']) {
      const builder = read(`dist/private/collections/CollectionBuilder.${ext}`);
      expect(builder).toContain('$coffer$DEFER_FROM = 200');
      expect(builder).toContain('return $coffer$scheduleShow(()=>{');
      expect(read(`dist/private/virtualizer/ScrollView.${ext}`)).toMatch(
        /\$coffer\$showPendingCollections\)?\(\);\s+updateVisibleRect\(\);/,
      );
    }
  });

  it('keeps the shown rows through the update, then shows the new ones with the next frame', async () => {
    await mount(400);
    flushSync(() => control.append(50));
    // The items changed and React Aria's collection with them, but what is shown waits.
    expect(rowCount()).toBe(400);
    await waitFor(() => expect(rowCount()).toBe(450));
  });

  it('shows the new rows in the render of the next scroll', async () => {
    await mount(400);
    flushSync(() => control.append(50));
    expect(rowCount()).toBe(400);
    // React Aria's scroll handler renders synchronously (flushSync): the held collection with
    // it (the kit's progressive steps may still be adding the last of the new rows).
    grid().dispatchEvent(new Event('scroll'));
    expect(rowCount()).toBeGreaterThan(400);
    await waitFor(() => expect(rowCount()).toBe(450));
  });

  it('reaches the appended rows by keyboard once shown', async () => {
    await mount(400);
    flushSync(() => control.append(50));
    await waitFor(() => expect(rowCount()).toBe(450));
    const user = userEvent.setup();
    await user.click(within(grid()).getByRole('rowheader', { name: 'File 0' }));
    await user.keyboard('{Control>}{End}{/Control}');
    await waitFor(() =>
      expect(document.activeElement?.closest('[role="row"]')).toHaveTextContent('File 449'),
    );
  });

  it('shows a selection at once on a large table (not a collection update)', async () => {
    await mount(400);
    flushSync(() => control.select('f1'));
    const selected = within(grid())
      .getAllByRole('row')
      .filter((r) => r.getAttribute('aria-selected') === 'true');
    expect(selected.map((r) => r.textContent)).toEqual(['File 1File']);
  });

  it('updates a small collection in the same render, as React Aria does', async () => {
    await mount(100);
    flushSync(() => control.append(20));
    expect(rowCount()).toBe(120);
  });
});
