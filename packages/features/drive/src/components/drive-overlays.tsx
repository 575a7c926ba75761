// The drive's menus, popovers and tooltips with their triggers: none is open on the first
// paint, so their code (React Aria's menus, overlays and positioning) loads on the user's
// first interaction, through `lazy-overlays.tsx` (ADR 0007). Until then `lazy-overlays.tsx` shows the same
// buttons; a press or focus on one carries over (`defaultOpen`, `autoFocus`).
import type { DriveOrderBy } from '@coffer/contract';
import { defineMessage, useTrans } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import { IconButton } from '@coffer/ui/IconButton';
import { type Key, Menu, MenuItem, MenuSection, MenuTrigger } from '@coffer/ui/Menu';
import { Popover } from '@coffer/ui/Popover';
import { Tooltip, TooltipTrigger } from '@coffer/ui/Tooltip';
import { ArrowDownUp, EllipsisVertical, FolderPlus, Plus, Upload } from 'lucide-react';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { actionLabels, type EntryActionId } from './actions';
import { actionIcons } from './entry-icons';

const sortOptions: DriveOrderBy[] = ['name', 'updated_at', 'created_at', 'file_size', 'type'];

/** Each sort column's name (a catalogue message: show it with `trans`). */
export const sortLabels: Record<DriveOrderBy, string> = {
  name: defineMessage('Name'),
  updated_at: defineMessage('Last modified'),
  created_at: defineMessage('Created'),
  file_size: defineMessage('Size'),
  type: defineMessage('Type'),
  extension: defineMessage('Extension'),
};

/**
 * A menu's open state that starts open when the placeholder was pressed: opened after the
 * button has taken focus (`autoFocus`), so that closing the menu gives focus back to it.
 */
function useCarriedOpen(defaultOpen?: boolean) {
  const [isOpen, onOpenChange] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: on mount only.
  useEffect(() => {
    if (defaultOpen) onOpenChange(true);
  }, []);
  return { isOpen, onOpenChange };
}

/** How the placeholder button left things: pressed (open the menu), focused (keep focus). */
export interface Carried {
  defaultOpen?: boolean;
  autoFocus?: boolean;
}

/** An icon button with its label as a tooltip. */
export function ToolButton({
  label,
  onPress,
  children,
  pressed,
  autoFocus,
}: {
  label: string;
  onPress: () => void;
  children: ReactNode;
  pressed?: boolean;
  autoFocus?: boolean;
}) {
  return (
    <TooltipTrigger>
      <IconButton
        aria-label={label}
        aria-pressed={pressed}
        variant="text"
        onPress={onPress}
        autoFocus={autoFocus}
      >
        {children}
      </IconButton>
      <Tooltip>{label}</Tooltip>
    </TooltipTrigger>
  );
}

/** The folder's actions, from the menu on the last crumb. */
export function FolderMenuButton({
  items,
  onAction,
  defaultOpen,
  autoFocus,
}: Carried & {
  items: { id: string; label: string }[];
  onAction: (id: string) => void;
}) {
  const { trans } = useTrans();
  const open = useCarriedOpen(defaultOpen);
  return (
    <MenuTrigger {...open}>
      <IconButton
        aria-label={trans('Folder actions')}
        variant="text"
        size="sm"
        autoFocus={autoFocus}
      >
        <EllipsisVertical size={16} aria-hidden="true" />
      </IconButton>
      <Popover>
        <Menu aria-label={trans('Folder actions')} onAction={(key: Key) => onAction(String(key))}>
          {items.map((item) => (
            <MenuItem key={item.id} id={item.id}>
              {item.label}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

/** The toolbar's sort menu: the column and the direction. */
export function SortMenuButton({
  orderBy,
  orderDir,
  onSortChange,
  defaultOpen,
  autoFocus,
}: Carried & {
  orderBy: DriveOrderBy;
  orderDir: 'asc' | 'desc';
  onSortChange: (orderBy: DriveOrderBy, orderDir: 'asc' | 'desc') => void;
}) {
  const { trans } = useTrans();
  const open = useCarriedOpen(defaultOpen);
  return (
    <MenuTrigger {...open}>
      <IconButton aria-label={trans('Sort')} variant="text" autoFocus={autoFocus}>
        <ArrowDownUp size={18} aria-hidden="true" />
      </IconButton>
      <Popover>
        <Menu aria-label={trans('Sort')}>
          <MenuSection
            title={trans('Sort by')}
            selectionMode="single"
            selectedKeys={[orderBy]}
            onSelectionChange={(keys) => {
              const [key] = keys === 'all' ? [] : [...keys];
              if (key) onSortChange(key as DriveOrderBy, orderDir);
            }}
          >
            {sortOptions.map((id) => (
              <MenuItem key={id} id={id}>
                {trans(sortLabels[id])}
              </MenuItem>
            ))}
          </MenuSection>
          <MenuSection
            title={trans('Direction')}
            selectionMode="single"
            selectedKeys={[orderDir]}
            onSelectionChange={(keys) => {
              const [key] = keys === 'all' ? [] : [...keys];
              if (key === 'asc' || key === 'desc') onSortChange(orderBy, key);
            }}
          >
            <MenuItem id="asc">{trans('Ascending')}</MenuItem>
            <MenuItem id="desc">{trans('Descending')}</MenuItem>
          </MenuSection>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

/** The sidebar's 'New' menu. */
export function NewMenuButton({
  onUploadFiles,
  onUploadFolder,
  onNewFolder,
  defaultOpen,
  autoFocus,
}: Carried & {
  onUploadFiles: () => void;
  onUploadFolder: () => void;
  onNewFolder: () => void;
}) {
  const { trans } = useTrans();
  const open = useCarriedOpen(defaultOpen);
  return (
    <MenuTrigger {...open}>
      <Button startIcon={<Plus size={16} aria-hidden="true" />} autoFocus={autoFocus}>
        {trans('New')}
      </Button>
      <Popover>
        <Menu
          aria-label={trans('New')}
          onAction={(key) => {
            if (key === 'files') onUploadFiles();
            if (key === 'folder') onUploadFolder();
            if (key === 'newFolder') onNewFolder();
          }}
        >
          <MenuItem id="files" icon={<Upload size={16} aria-hidden="true" />}>
            {trans('Upload files')}
          </MenuItem>
          <MenuItem id="folder" icon={<Upload size={16} aria-hidden="true" />}>
            {trans('Upload folder')}
          </MenuItem>
          <MenuItem id="newFolder" icon={<FolderPlus size={16} aria-hidden="true" />}>
            {trans('New folder')}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

/** One entry's actions from a "⋮" button on its row (the phone's list). */
export function EntryMenuButton({
  label,
  actions,
  onAction,
  defaultOpen,
  autoFocus,
}: Carried & {
  /** The button's and the menu's name (which entry they act on). */
  label: string;
  actions: EntryActionId[];
  onAction: (action: EntryActionId) => void;
}) {
  const open = useCarriedOpen(defaultOpen);
  return (
    <MenuTrigger {...open}>
      <IconButton aria-label={label} variant="text" autoFocus={autoFocus}>
        <EllipsisVertical size={20} aria-hidden="true" />
      </IconButton>
      <Popover placement="bottom end">
        <EntryActionsMenu actions={actions} onAction={onAction} label={label} />
      </Popover>
    </MenuTrigger>
  );
}

/** The actions of the selection as a menu (context menu and the phone's "More actions"). */
export function EntryActionsMenu({
  actions,
  onAction,
  label,
}: {
  actions: EntryActionId[];
  onAction: (action: EntryActionId) => void;
  label: string;
}) {
  const { trans } = useTrans();
  return (
    <Menu aria-label={label} onAction={(key) => onAction(key as EntryActionId)}>
      {actions.map((id) => (
        <MenuItem
          key={id}
          id={id}
          icon={actionIcons[id]}
          variant={id === 'delete' || id === 'deleteForever' ? 'danger' : 'default'}
        >
          {trans(actionLabels[id])}
        </MenuItem>
      ))}
    </Menu>
  );
}
