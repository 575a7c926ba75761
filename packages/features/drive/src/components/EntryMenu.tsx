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
import { type ReactNode, Suspense } from 'react';
import type { EntryActionId } from './actions';
import { EntryActionsMenu } from './lazy-overlays';

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

/**
 * The actions of the selection as a menu (context menu and the toolbar's "More"). It only
 * renders inside an open popover, so the menu's code loads then (if it has not already).
 */
export function EntryMenu({ actions, onAction, 'aria-label': label = 'Actions' }: EntryMenuProps) {
  return (
    <Suspense fallback={null}>
      <EntryActionsMenu actions={actions} onAction={onAction} label={label} />
    </Suspense>
  );
}
