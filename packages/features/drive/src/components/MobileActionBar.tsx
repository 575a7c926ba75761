import type { DriveSection, FileEntry } from '@coffer/contract';
import { useTrans } from '@coffer/core';
import { IconButton } from '@coffer/ui/IconButton';
import { MenuTrigger } from '@coffer/ui/Menu';
import { Popover } from '@coffer/ui/Popover';
import { Toolbar } from '@coffer/ui/Toolbar';
import { EllipsisVertical, X } from 'lucide-react';
import { actionLabels, availableActions, type EntryActionId } from './actions';
import { EntryMenu } from './EntryMenu';
import { actionIcons } from './entry-icons';
import * as styles from './mobile-bar.css';

/** The actions a phone shows as buttons, in this order; the others go in 'More actions'. */
const primaryOrder: EntryActionId[] = ['restore', 'deleteForever', 'share', 'download', 'delete'];

/** Splits a selection's actions into the bar's buttons (at most three) and the rest. */
export function splitActions(actions: EntryActionId[]): {
  primary: EntryActionId[];
  more: EntryActionId[];
} {
  const primary = primaryOrder.filter((id) => actions.includes(id)).slice(0, 3);
  return { primary, more: actions.filter((id) => !primary.includes(id)) };
}

export interface MobileActionBarProps {
  section: DriveSection;
  /** The selected entries (the bar shows only while there are some). */
  selection: FileEntry[];
  onAction: (action: EntryActionId, entries: FileEntry[]) => void;
  onClear: () => void;
}

/**
 * The selection's actions at the bottom of a small screen, within thumb reach: clear,
 * the count, the main actions as buttons and the others in a menu. Arrow keys move along
 * the bar (a toolbar).
 */
export function MobileActionBar({ section, selection, onAction, onClear }: MobileActionBarProps) {
  const { trans } = useTrans();
  if (selection.length === 0) return null;
  const { primary, more } = splitActions(availableActions(section, selection));
  return (
    <Toolbar className={styles.bottomBar} aria-label={trans('Selection actions')}>
      <IconButton aria-label={trans('Clear selection')} onPress={onClear}>
        <X size={20} aria-hidden="true" />
      </IconButton>
      <span className={styles.bottomCount} aria-live="polite">
        {trans('{count, plural, one {# item selected} other {# items selected}}', {
          count: selection.length,
        })}
      </span>
      {primary.map((id) => (
        <IconButton
          key={id}
          aria-label={trans(actionLabels[id])}
          onPress={() => onAction(id, selection)}
        >
          {actionIcons[id]}
        </IconButton>
      ))}
      {more.length > 0 && (
        <MenuTrigger>
          <IconButton aria-label={trans('More actions')}>
            <EllipsisVertical size={20} aria-hidden="true" />
          </IconButton>
          <Popover placement="top end">
            <EntryMenu
              aria-label={trans('More actions')}
              actions={more}
              onAction={(action) => onAction(action, selection)}
            />
          </Popover>
        </MenuTrigger>
      )}
    </Toolbar>
  );
}
