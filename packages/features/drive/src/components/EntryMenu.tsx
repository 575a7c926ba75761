import { useTrans } from '@coffer/core';
import { Suspense } from 'react';
import type { EntryActionId } from './actions';
import { EntryActionsMenu } from './lazy-overlays';

export interface EntryMenuProps {
  actions: EntryActionId[];
  onAction: (action: EntryActionId) => void;
  'aria-label'?: string;
}

/**
 * The actions of the selection as a menu (context menu and the toolbar's "More"). It only
 * renders inside an open popover, so the menu's code loads then (if it has not already).
 */
export function EntryMenu({ actions, onAction, 'aria-label': label }: EntryMenuProps) {
  const { trans } = useTrans();
  return (
    <Suspense fallback={null}>
      <EntryActionsMenu actions={actions} onAction={onAction} label={label ?? trans('Actions')} />
    </Suspense>
  );
}
