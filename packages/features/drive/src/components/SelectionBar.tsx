import type { DriveSection, FileEntry } from '@coffer/contract';
import { useTrans } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import { actionLabels, availableActions, type EntryActionId } from './actions';
import * as styles from './drive.css';

export interface SelectionBarProps {
  section: DriveSection;
  selection: FileEntry[];
  onAction: (action: EntryActionId, entries: FileEntry[]) => void;
  onClear: () => void;
}

/** The toolbar of the selection: its count and the actions it allows (nothing without one). */
export function SelectionBar({ section, selection, onAction, onClear }: SelectionBarProps) {
  const { trans } = useTrans();
  if (selection.length === 0) return null;
  const actions = availableActions(section, selection).filter(
    (a) => a !== 'open' && a !== 'preview',
  );
  return (
    <div className={styles.selectionOverlay} role="toolbar" aria-label={trans('Selection actions')}>
      <span aria-live="polite">
        {trans('{count, plural, one {# item selected} other {# items selected}}', {
          count: selection.length,
        })}
      </span>
      {actions.map((id) => (
        <Button
          key={id}
          size="sm"
          variant={id === 'delete' || id === 'deleteForever' ? 'danger' : 'text'}
          onPress={() => onAction(id, selection)}
        >
          {trans(actionLabels[id])}
        </Button>
      ))}
      <Button size="sm" variant="text" onPress={onClear}>
        {trans('Clear selection')}
      </Button>
    </div>
  );
}
