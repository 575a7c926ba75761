import type { DriveSection, FileEntry } from '@coffer/contract';
import { Button } from '@coffer/ui/Button';
import type { ReactNode } from 'react';
import { actionLabels, availableActions, type EntryActionId } from './actions';
import * as styles from './drive.css';

export interface SelectionBarProps {
  section: DriveSection;
  selection: FileEntry[];
  onAction: (action: EntryActionId, entries: FileEntry[]) => void;
  onClear: () => void;
  /** Shown when nothing is selected (e.g. 'Empty trash'). */
  extra?: ReactNode;
}

/** The toolbar of the selection: its count and the actions it allows. */
export function SelectionBar({ section, selection, onAction, onClear, extra }: SelectionBarProps) {
  // The bar keeps its room when empty: the list must not jump under the pointer as a click
  // or a lasso selects.
  if (selection.length === 0) return <div className={styles.selectionBar}>{extra}</div>;
  const actions = availableActions(section, selection).filter(
    (a) => a !== 'open' && a !== 'preview',
  );
  return (
    <div className={styles.selectionBar} role="toolbar" aria-label="Selection actions">
      <span aria-live="polite">
        {selection.length === 1 ? '1 item selected' : `${selection.length} items selected`}
      </span>
      {actions.map((id) => (
        <Button
          key={id}
          size="sm"
          variant={id === 'delete' || id === 'deleteForever' ? 'danger' : 'text'}
          onPress={() => onAction(id, selection)}
        >
          {actionLabels[id]}
        </Button>
      ))}
      <Button size="sm" variant="text" onPress={onClear}>
        Clear selection
      </Button>
    </div>
  );
}
