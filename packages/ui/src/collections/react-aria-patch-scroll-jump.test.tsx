/**
 * Tests of the time-sliced part of patches/react-aria@3.53.1.patch (docs/decisions/0011
 * §16): a scroll that moves a virtualised view by more than a quarter of its size renders the
 * items it brings in through a transition (React renders them in slices, yielding to the next
 * frame and to input), and so do later scrolls while it is on its way; smaller scrolls render
 * at once as before. A held collection (§13) that an animation frame shows goes through a
 * transition too, and a scroll before that transition ends shows it at once.
 *
 * These tests run outside `act`, which would flush the transitions before returning.
 */

import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushSync } from 'react-dom';
import { describe, expect, it } from 'vitest';
import { FilesTable, filesControl, filesGrid, filesRowCount, ROW } from '../../test/files-table';
import { outsideAct } from '../../test/outside-act';
import { readPatchedFile } from '../../test/patched-dist';
import { withViewportSize } from '../../test/viewport';

// Every element is 600 px high: the scroll view shows 15 rows of 40 px.
withViewportSize(800, 600);
const grid = filesGrid;
const rowCount = filesRowCount;
const append = (count: number) => filesControl.append(count);
const shows = (name: string) => within(grid()).queryByRole('rowheader', { name }) !== null;
/** The index of the last row in the DOM. */
const lastShown = () =>
  Math.max(
    ...within(grid())
      .getAllByRole('rowheader')
      .map((cell) => Number(cell.textContent?.replace('File ', ''))),
  );
/** Scrolls the grid to `top` and dispatches the scroll event, as the browser would. */
const scrollTo = (top: number) => {
  grid().scrollTop = top;
  grid().dispatchEvent(new Event('scroll'));
};

const view = outsideAct();

async function mount(initial: number) {
  view.render(<FilesTable initial={initial} />);
  // The kit hands the rows over in steps (transitions): slow on a busy machine.
  await waitFor(() => expect(rowCount()).toBe(initial), { timeout: 5000 });
  await waitFor(() => expect(shows('File 0')).toBe(true));
}

describe('react-aria patch: a scroll jump renders in a transition', () => {
  it('is applied, in mjs and cjs', () => {
    for (const ext of ['mjs', 'cjs']) {
      const scrollView = readPatchedFile(
        'react-aria',
        `dist/private/virtualizer/ScrollView.${ext}`,
      );
      expect(scrollView).toContain('$coffer$isJump($coffer$visibleRectOf(');
      expect(scrollView).toContain('$coffer$startSlice(()=>{');
      const builder = readPatchedFile(
        'react-aria',
        `dist/private/collections/CollectionBuilder.${ext}`,
      );
      expect(builder).toContain('$coffer$showsInTransition.add(show)');
    }
  });

  it('a small scroll renders the rows it brings in at once', async () => {
    await mount(300);
    const last = lastShown();
    // 3 rows: under a quarter of the 600 px view (the virtualizer may render a few more
    // ahead in the direction of the scroll).
    scrollTo(3 * ROW);
    expect(lastShown()).toBeGreaterThanOrEqual(last + 3);
  });

  it('a jump returns before rendering the rows it brings in, which follow', async () => {
    await mount(300);
    const last = lastShown();
    scrollTo(150 * ROW);
    expect(lastShown()).toBe(last);
    await waitFor(() => expect(shows('File 150')).toBe(true));
    expect(shows('File 0')).toBe(false);
  });

  it('a small scroll while a jump is on its way joins it, and the view ends where it stopped', async () => {
    await mount(300);
    const last = lastShown();
    scrollTo(150 * ROW);
    scrollTo(151 * ROW);
    // Not rendered at once: the rows in view would otherwise all render in this task.
    expect(lastShown()).toBe(last);
    await waitFor(() => expect(shows('File 151')).toBe(true));
    // Once the transition is done, small scrolls render at once again.
    const settled = lastShown();
    scrollTo(154 * ROW);
    expect(lastShown()).toBeGreaterThanOrEqual(settled + 3);
  });

  it('the keyboard still reaches rows far away (Ctrl+End, then Ctrl+Home)', async () => {
    await mount(300);
    const user = userEvent.setup();
    await user.click(within(grid()).getByRole('rowheader', { name: 'File 0' }));
    await user.keyboard('{Control>}{End}{/Control}');
    await waitFor(() =>
      expect(document.activeElement?.closest('[role="row"]')).toHaveTextContent('File 299'),
    );
    await user.keyboard('{Control>}{Home}{/Control}');
    await waitFor(() =>
      expect(document.activeElement?.closest('[role="row"]')).toHaveTextContent('File 0'),
    );
  });

  it("a held collection shown by an animation frame's transition shows at once with a scroll", async () => {
    await mount(400);
    flushSync(() => append(50));
    expect(rowCount()).toBe(400);
    // The patch's frame (asked for by the append) runs before this one and starts its
    // transition, which has not rendered when this frame's callback returns.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(rowCount()).toBe(400);
    // A small scroll renders synchronously, with the collection the transition was showing
    // (the kit's progressive steps may still be adding the last of the new rows).
    scrollTo(ROW);
    expect(rowCount()).toBeGreaterThan(400);
    await waitFor(() => expect(rowCount()).toBe(450));
  });

  it('a held collection shows with the next frame when nothing scrolls', async () => {
    await mount(400);
    flushSync(() => append(50));
    expect(rowCount()).toBe(400);
    await waitFor(() => expect(rowCount()).toBe(450));
  });
});
