import { Menu, MenuItem } from '@coffer/ui/Menu';
import {
  ArchiveRestore,
  Copy,
  Download,
  Eye,
  FolderInput,
  FolderOpen,
  Link2,
  Pencil,
  Star,
  StarOff,
  Trash2,
  UserPlus,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { actionLabels, type EntryActionId } from './actions';

export const actionIcons: Record<EntryActionId, ReactNode> = {
  open: <FolderOpen size={16} aria-hidden="true" />,
  preview: <Eye size={16} aria-hidden="true" />,
  share: <UserPlus size={16} aria-hidden="true" />,
  getLink: <Link2 size={16} aria-hidden="true" />,
  star: <Star size={16} aria-hidden="true" />,
  unstar: <StarOff size={16} aria-hidden="true" />,
  rename: <Pencil size={16} aria-hidden="true" />,
  move: <FolderInput size={16} aria-hidden="true" />,
  copy: <Copy size={16} aria-hidden="true" />,
  download: <Download size={16} aria-hidden="true" />,
  delete: <Trash2 size={16} aria-hidden="true" />,
  restore: <ArchiveRestore size={16} aria-hidden="true" />,
  deleteForever: <Trash2 size={16} aria-hidden="true" />,
};

export interface EntryMenuProps {
  actions: EntryActionId[];
  onAction: (action: EntryActionId) => void;
  'aria-label'?: string;
}

/** The actions of the selection as a menu (context menu and the toolbar's "More"). */
export function EntryMenu({ actions, onAction, 'aria-label': label = 'Actions' }: EntryMenuProps) {
  return (
    <Menu aria-label={label} onAction={(key) => onAction(key as EntryActionId)}>
      {actions.map((id) => (
        <MenuItem
          key={id}
          id={id}
          icon={actionIcons[id]}
          variant={id === 'delete' || id === 'deleteForever' ? 'danger' : 'default'}
        >
          {actionLabels[id]}
        </MenuItem>
      ))}
    </Menu>
  );
}
