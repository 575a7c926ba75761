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
import type { EntryActionId } from './actions';

/** The icon of each entry action (menus and the phone's action bar load it with them). */
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
