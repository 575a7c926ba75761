import type { DriveOrderBy, DriveSection, FileEntry } from '@coffer/contract';
import { useTrans } from '@coffer/core';
import { ContextMenu } from '@coffer/ui/ContextMenu';
import type { Selection } from '@coffer/ui/VirtualGrid';
import { type KeyboardEvent, lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { droppedFiles } from '../uploads/dropped-files';
import { availableActions, type EntryActionId } from './actions';
import * as styles from './drive.css';
import { EntryMenu } from './EntryMenu';
import { EntryTable } from './EntryTable';
import { EntryMenuButton } from './lazy-overlays';
import { useEntryDrag } from './use-entry-drag';
import { useLasso } from './use-lasso';

export type DriveView = 'list' | 'grid';

// The grid view loads when first chosen; the list is the default.
const EntryGrid = lazy(async () => ({ default: (await import('./EntryGrid')).EntryGrid }));

/** The selected entries of a `Selection` (`'all'` is every listed entry). */
export function selectedEntries(entries: FileEntry[], keys: Selection): FileEntry[] {
  if (keys === 'all') return entries;
  // Runs on every render of the view: with nothing selected, skip the walk over every entry.
  if (keys.size === 0) return [];
  const set = new Set([...keys].map(String));
  return entries.filter((e) => set.has(String(e.id)));
}

/** What the keyboard does on the view: Delete trashes (or deletes forever in the trash), F2 renames. */
export function keyAction(
  key: string,
  section: DriveSection,
  selection: FileEntry[],
): EntryActionId | null {
  const allowed = availableActions(section, selection);
  if (key === 'Delete') {
    const action = section === 'trash' ? 'deleteForever' : 'delete';
    return allowed.includes(action) ? action : null;
  }
  if (key === 'F2') return allowed.includes('rename') ? 'rename' : null;
  return null;
}

export interface EntriesViewProps {
  section: DriveSection;
  view: DriveView;
  entries: FileEntry[];
  label: string;
  selectedKeys: Selection;
  onSelectionChange: (keys: Selection) => void;
  onOpen: (entry: FileEntry) => void;
  onAction: (action: EntryActionId, entries: FileEntry[]) => void;
  /** Files dropped from the desktop (paths keep dropped folders' trees). */
  onDropFiles?: (files: File[], paths: string[]) => void;
  /** Entries dragged onto a folder of the view. */
  onMove?: (entries: FileEntry[], destination: FileEntry) => void;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
  emptyState: ReactNode;
  orderBy: DriveOrderBy;
  orderDir: 'asc' | 'desc';
  onSortChange: (orderBy: DriveOrderBy, orderDir: 'asc' | 'desc') => void;
  /**
   * The phone's list (two lines per entry, a menu button on each).
   * @default false
   */
  isMobile?: boolean;
}

/**
 * The files view: list or grid with the shared selection, rubber-band selection, a context
 * menu of the selection's actions, keyboard shortcuts and desktop drops. With touch, a long
 * press selects (and enters selection mode, where taps toggle) instead of opening the menu.
 */
export function EntriesView(props: EntriesViewProps) {
  const { section, view, entries, selectedKeys, onSelectionChange, onAction, onDropFiles, onMove } =
    props;
  const { trans } = useTrans();
  const dragAndDropHooks = useEntryDrag(entries, onMove ?? (() => {}), !!onMove);
  const [dragging, setDragging] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const lastPointer = useRef<string>('mouse');
  const lasso = useLasso({
    containerRef,
    entries,
    selectedKeys,
    onSelectionChange,
    isDisabled: entries.length === 0,
  });
  const selection = selectedEntries(entries, selectedKeys);
  const actions = availableActions(section, selection);
  const height = 'calc(100dvh - 220px)';

  const entryMenu = (entry: FileEntry) => (
    <EntryMenuButton
      label={trans('Actions for {name}', { name: entry.name })}
      actions={availableActions(section, [entry])}
      onAction={(action) => onAction(action, [entry])}
    />
  );

  const onKeyDown = (event: KeyboardEvent) => {
    const action = keyAction(event.key, section, selection);
    if (!action) return;
    event.preventDefault();
    onAction(action, selection);
  };

  // The load-more sentinel calls this whenever the collection changes while the end is in
  // view (rows joining, a selection), not only when the end comes into view.
  const onLoadMore = () => {
    if (props.hasMore && !props.isLoadingMore) props.onLoadMore();
  };

  const collection =
    view === 'grid' ? (
      <Suspense fallback={null}>
        <EntryGrid
          {...props}
          height={height}
          dragAndDropHooks={dragAndDropHooks}
          onLoadMore={onLoadMore}
        />
      </Suspense>
    ) : (
      <EntryTable
        {...props}
        entryMenu={entryMenu}
        height={height}
        dragAndDropHooks={dragAndDropHooks}
        onLoadMore={onLoadMore}
      />
    );

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: listens for shortcuts and drops; the table inside is the control.
    <div
      ref={containerRef}
      className={styles.dropArea}
      data-drop-target={dragging || undefined}
      onKeyDown={onKeyDown}
      onKeyDownCapture={() => {
        lastPointer.current = 'keyboard';
      }}
      onPointerDownCapture={(event) => {
        lastPointer.current = event.pointerType;
      }}
      onPointerDown={lasso.onPointerDown}
      onContextMenuCapture={(event) => {
        // A long press is the touch way to select (React Aria); Android would also fire
        // contextmenu for it, so the menu stays for mouse and keyboard.
        if (lastPointer.current === 'touch') {
          event.preventDefault();
          event.stopPropagation();
          return;
        }
        // Right-clicking an unselected entry selects it alone, as file managers do.
        const key = (event.target as Element)
          .closest('[role="row"][data-key]')
          ?.getAttribute('data-key');
        const entry = key ? entries.find((e) => String(e.id) === key) : undefined;
        if (entry && !selection.includes(entry)) onSelectionChange(new Set([entry.id]));
      }}
      // Capture phase: the table's own drop target (moving entries) stops every drag event
      // it sees, desktop files included, so they would never bubble up to here.
      onDragEnterCapture={(event) => {
        if (!onDropFiles || !event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        event.stopPropagation();
      }}
      onDragOverCapture={(event) => {
        if (!onDropFiles || !event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        event.stopPropagation();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDropCapture={(event) => {
        if (!onDropFiles || !event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        event.stopPropagation();
        setDragging(false);
        void droppedFiles(event.dataTransfer).then((dropped) =>
          onDropFiles(
            dropped.map((d) => d.file),
            dropped.map((d) => d.path),
          ),
        );
      }}
    >
      <ContextMenu
        label={trans('Entry actions')}
        isDisabled={entries.length === 0}
        menu={<EntryMenu actions={actions} onAction={(action) => onAction(action, selection)} />}
      >
        {collection}
      </ContextMenu>
      {lasso.overlay}
    </div>
  );
}
