import { defineMessage, useTrans } from '@coffer/core';
import { Meter, useFormatBytes } from '@coffer/ui/Meter';
import { sidebarNavLink } from '@coffer/ui/Sidebar';
import { Clock, HardDrive, Search, Star, Trash2, Users } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { NavLink } from 'react-router';
import { useSpaceUsage } from '../api/queries';
import * as styles from './drive.css';
import { FolderTree } from './FolderTree';
import { NewMenuButton } from './lazy-overlays';

// The switcher, its menus and its dialogs load after the drive has painted.
const WorkspaceSwitcher = lazy(async () => ({
  default: (await import('./workspace-switcher')).WorkspaceSwitcher,
}));

/** The sections; `label` is a catalogue message (shown with `trans`). */
export const driveNav: { to: string; label: string; icon: ReactNode; end?: boolean }[] = [
  {
    to: '/drive',
    label: defineMessage('All files'),
    icon: <HardDrive size={16} aria-hidden="true" />,
    end: true,
  },
  {
    to: '/drive/shares',
    label: defineMessage('Shared with me'),
    icon: <Users size={16} aria-hidden="true" />,
  },
  {
    to: '/drive/recent',
    label: defineMessage('Recent'),
    icon: <Clock size={16} aria-hidden="true" />,
  },
  {
    to: '/drive/starred',
    label: defineMessage('Starred'),
    icon: <Star size={16} aria-hidden="true" />,
  },
  {
    to: '/drive/trash',
    label: defineMessage('Trash'),
    icon: <Trash2 size={16} aria-hidden="true" />,
  },
  {
    to: '/drive/search',
    label: defineMessage('Search'),
    icon: <Search size={16} aria-hidden="true" />,
  },
];

/** Used space against the quota; over it, uploads are refused and the meter says so. */
export function StorageMeter() {
  const usage = useSpaceUsage();
  const { trans } = useTrans();
  const formatBytes = useFormatBytes();
  if (!usage.data) return null;
  const { used, available } = usage.data;
  if (available === null) {
    return (
      <div className={styles.storage}>
        <span>{trans('{used} used', { used: formatBytes(used) })}</span>
      </div>
    );
  }
  const over = used >= available;
  return (
    <div className={styles.storage}>
      <Meter
        label={trans('Storage')}
        value={Math.min(used, available)}
        maxValue={available || 1}
        valueLabel={trans('{used} of {available} used', {
          used: formatBytes(used),
          available: formatBytes(available),
        })}
      />
      {over && (
        <p className={styles.overQuota}>
          {trans('You are out of space. Delete files to upload more.')}
        </p>
      )}
    </div>
  );
}

export interface DriveSidebarProps {
  onUploadFiles: () => void;
  onUploadFolder: () => void;
  onNewFolder: () => void;
}

/**
 * The drive's navigation: the workspace switcher, the New menu, the sections, the folder
 * tree and storage.
 */
export function DriveSidebar({ onUploadFiles, onUploadFolder, onNewFolder }: DriveSidebarProps) {
  const { trans } = useTrans();
  return (
    <div className={styles.nav}>
      <div className={styles.workspaceSlot}>
        <Suspense fallback={null}>
          <WorkspaceSwitcher />
        </Suspense>
      </div>
      <NewMenuButton
        onUploadFiles={onUploadFiles}
        onUploadFolder={onUploadFolder}
        onNewFolder={onNewFolder}
      />
      <ul className={styles.navList}>
        {driveNav.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end} className={sidebarNavLink}>
              {item.icon}
              {trans(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
      <FolderTree />
      <StorageMeter />
    </div>
  );
}
