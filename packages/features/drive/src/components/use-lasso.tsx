import type { FileEntry } from '@coffer/contract';
import type { Key, Selection } from '@coffer/ui/Table';
import {
  type PointerEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useRef,
  useState,
} from 'react';
import * as styles from './drive.css';
import {
  type Box,
  boxFrom,
  edgeScrollSpeed,
  type ItemLayout,
  type ItemSample,
  indexesInBox,
  layoutFromSamples,
} from './lasso';

export interface LassoOptions {
  /** The element around the view; the lasso starts on its empty space. */
  containerRef: RefObject<HTMLElement | null>;
  entries: FileEntry[];
  selectedKeys: Selection;
  onSelectionChange: (keys: Selection) => void;
  /** Off where nothing can be selected (loading). */
  isDisabled?: boolean;
}

interface Gesture {
  pointerId: number;
  scroller: HTMLElement;
  /** Where the press started, in the scroll area's content space. */
  anchor: { x: number; y: number };
  client: { x: number; y: number };
  /** Kept selection (Ctrl/Cmd/Shift add to it), restored on Escape. */
  base: Set<Key>;
  additive: boolean;
  before: Selection;
  layout: ItemLayout | null;
  active: boolean;
}

/** Pointer travel (px) before a press on empty space becomes a lasso rather than a click. */
const THRESHOLD = 4;
// Rows, tiles, headers and controls keep their own press behaviour (select, drag, sort).
const NOT_EMPTY_SPACE = '[role="row"], [role="columnheader"], button, a, input, [role="button"]';

/**
 * Rubber-band selection: a mouse or pen drag that starts on the view's empty space selects
 * every entry the rectangle crosses, scrolled-away ones included (the view is virtualised,
 * so that is worked out from the layout, not the DOM). Ctrl/Cmd or Shift adds to the
 * selection; Escape puts the old one back; a plain click on empty space clears it.
 */
export function useLasso({
  containerRef,
  entries,
  selectedKeys,
  onSelectionChange,
  isDisabled = false,
}: LassoOptions): { onPointerDown: (event: PointerEvent) => void; overlay: ReactNode } {
  const [box, setBox] = useState<Box | null>(null);
  const latest = useRef({ entries, selectedKeys, onSelectionChange, isDisabled, containerRef });
  latest.current = { entries, selectedKeys, onSelectionChange, isDisabled, containerRef };
  // One controller for the component's life: window listeners must be removed by the same
  // function objects that were added, whatever re-rendered in between.
  const [lasso] = useState(() => createLassoController(latest, setBox));
  useEffect(() => () => lasso.end(), [lasso]);

  const overlay = box ? (
    <div
      className={styles.lasso}
      data-testid="lasso"
      aria-hidden="true"
      style={{
        left: box.left,
        top: box.top,
        width: box.right - box.left,
        height: box.bottom - box.top,
      }}
    />
  ) : null;
  return { onPointerDown: lasso.start, overlay };
}

type Latest = RefObject<
  Pick<LassoOptions, 'entries' | 'selectedKeys' | 'onSelectionChange' | 'containerRef'> & {
    isDisabled: boolean;
  }
>;

function createLassoController(latest: Latest, setBox: (box: Box | null) => void) {
  let gesture: Gesture | null = null;
  let frame = 0;

  const select = (g: Gesture) => {
    const lasso = boxFrom(g.anchor, contentPoint(g.scroller, g.client));
    const { entries, onSelectionChange, containerRef } = latest.current;
    const hits = g.layout ? indexesInBox(g.layout, entries.length, lasso) : [];
    const keys = new Set<Key>(g.additive ? g.base : []);
    for (const index of hits) {
      const entry = entries[index];
      if (entry) keys.add(entry.id);
    }
    onSelectionChange(keys);
    setBox(clientBox(g.scroller, containerRef.current, lasso));
  };

  let lastFrame = 0;
  const autoScroll = (now: number) => {
    const g = gesture;
    if (!g?.active) return;
    const rect = g.scroller.getBoundingClientRect();
    const speed = edgeScrollSpeed(g.client.y, rect.top, rect.bottom);
    // The speed is per 60 Hz frame; scale by the time that passed, so a busy page or a
    // slow display scrolls as far per second.
    const frames = lastFrame ? Math.min(10, (now - lastFrame) / (1000 / 60)) : 1;
    lastFrame = now;
    if (speed !== 0) {
      g.scroller.scrollTop += speed * frames;
      select(g);
    }
    frame = requestAnimationFrame(autoScroll);
  };

  const onMove = (event: globalThis.PointerEvent) => {
    const g = gesture;
    if (!g || event.pointerId !== g.pointerId) return;
    g.client = { x: event.clientX, y: event.clientY };
    if (!g.active) {
      const content = contentPoint(g.scroller, g.client);
      if (Math.hypot(content.x - g.anchor.x, content.y - g.anchor.y) < THRESHOLD) return;
      g.active = true;
      // Measured once: the layout does not change while the pointer is down.
      g.layout = layoutFromSamples(renderedItems(g.scroller, latest.current.entries));
      window.getSelection()?.removeAllRanges();
      lastFrame = 0;
      frame = requestAnimationFrame(autoScroll);
    }
    event.preventDefault();
    select(g);
  };

  const onUp = (event: globalThis.PointerEvent) => {
    const g = gesture;
    if (!g || event.pointerId !== g.pointerId) return;
    if (!g.active && !g.additive) latest.current.onSelectionChange(new Set());
    end();
  };

  const onKey = (event: KeyboardEvent) => {
    const g = gesture;
    if (event.key !== 'Escape' || !g?.active) return;
    event.preventDefault();
    event.stopPropagation();
    latest.current.onSelectionChange(g.before);
    end();
  };

  // Text selection would otherwise follow the pointer across the names.
  const onSelectStart = (event: Event) => {
    if (gesture?.active) event.preventDefault();
  };

  function end() {
    gesture = null;
    cancelAnimationFrame(frame);
    setBox(null);
    window.removeEventListener('pointermove', onMove);
    window.removeEventListener('pointerup', onUp);
    window.removeEventListener('pointercancel', onUp);
    window.removeEventListener('keydown', onKey, true);
    document.removeEventListener('selectstart', onSelectStart);
  }

  function start(event: PointerEvent) {
    const { isDisabled, containerRef, entries, selectedKeys } = latest.current;
    if (isDisabled || event.button !== 0 || event.pointerType === 'touch') return;
    const target = event.target as Element;
    const scroller = containerRef.current?.querySelector<HTMLElement>('[role="grid"]');
    if (!scroller || target.closest(NOT_EMPTY_SPACE) || !scroller.contains(target)) return;
    // A press on a scroll bar scrolls.
    const rect = scroller.getBoundingClientRect();
    if (event.clientX - rect.left - scroller.clientLeft >= scroller.clientWidth) return;
    if (event.clientY - rect.top - scroller.clientTop >= scroller.clientHeight) return;
    const client = { x: event.clientX, y: event.clientY };
    end();
    gesture = {
      pointerId: event.pointerId,
      scroller,
      anchor: contentPoint(scroller, client),
      client,
      base: new Set(selectedKeys === 'all' ? entries.map((e) => e.id) : selectedKeys),
      additive: event.ctrlKey || event.metaKey || event.shiftKey,
      before: selectedKeys,
      layout: null,
      active: false,
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onUp);
    window.addEventListener('keydown', onKey, true);
    document.addEventListener('selectstart', onSelectStart);
  }

  return { start, end };
}

/** A client point in the scroll area's content space. */
function contentPoint(scroller: HTMLElement, client: { x: number; y: number }) {
  const rect = scroller.getBoundingClientRect();
  return {
    x: client.x - rect.left - scroller.clientLeft + scroller.scrollLeft,
    y: client.y - rect.top - scroller.clientTop + scroller.scrollTop,
  };
}

/** The lasso in the container's coordinates, cut to the scroll area's visible part. */
function clientBox(scroller: HTMLElement, container: HTMLElement | null, lasso: Box): Box {
  const rect = scroller.getBoundingClientRect();
  const origin = container?.getBoundingClientRect() ?? { left: 0, top: 0 };
  const dx = rect.left + scroller.clientLeft - scroller.scrollLeft - origin.left;
  const dy = rect.top + scroller.clientTop - scroller.scrollTop - origin.top;
  const visible = {
    left: rect.left + scroller.clientLeft - origin.left,
    top: rect.top + scroller.clientTop - origin.top,
  };
  const right = visible.left + scroller.clientWidth;
  const bottom = visible.top + scroller.clientHeight;
  return {
    left: Math.max(visible.left, lasso.left + dx),
    top: Math.max(visible.top, lasso.top + dy),
    right: Math.min(right, lasso.right + dx),
    bottom: Math.min(bottom, lasso.bottom + dy),
  };
}

/** The rendered entries with their index and box (a table row's box is its cells'). */
function renderedItems(scroller: HTMLElement, entries: FileEntry[]): ItemSample[] {
  const indexOf = new Map(entries.map((e, i) => [String(e.id), i]));
  const rect = scroller.getBoundingClientRect();
  const offsetX = scroller.scrollLeft - rect.left - scroller.clientLeft;
  const offsetY = scroller.scrollTop - rect.top - scroller.clientTop;
  const samples: ItemSample[] = [];
  for (const item of scroller.querySelectorAll<HTMLElement>('[role="row"][data-key]')) {
    const index = indexOf.get(item.getAttribute('data-key') ?? '');
    const r = boxOf(item);
    if (index === undefined || !r) continue;
    samples.push({
      index,
      box: {
        left: r.left + offsetX,
        top: r.top + offsetY,
        right: r.right + offsetX,
        bottom: r.bottom + offsetY,
      },
    });
  }
  return samples;
}

function boxOf(element: HTMLElement): Box | null {
  // What the user sees is the cells (virtualised table rows are wrappers around positioned
  // cells); a grid tile is its own box.
  const cells = [...element.querySelectorAll('[role="gridcell"], [role="rowheader"]')]
    .map((cell) => cell.getBoundingClientRect())
    .filter((r) => r.height > 0 && r.width > 0);
  if (cells.length === 0) {
    const own = element.getBoundingClientRect();
    return own.height > 0 && own.width > 0 ? own : null;
  }
  return {
    left: Math.min(...cells.map((c) => c.left)),
    top: Math.min(...cells.map((c) => c.top)),
    right: Math.max(...cells.map((c) => c.right)),
    bottom: Math.max(...cells.map((c) => c.bottom)),
  };
}
