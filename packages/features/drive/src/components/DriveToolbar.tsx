import type { DriveOrderBy, FileEntry } from '@coffer/contract';
import { Breadcrumbs } from '@coffer/ui/Breadcrumbs';
import { IconButton } from '@coffer/ui/IconButton';
import { Menu, MenuItem, MenuSection, MenuTrigger } from '@coffer/ui/Menu';
import { Popover } from '@coffer/ui/Popover';
import { Tooltip, TooltipTrigger } from '@coffer/ui/Tooltip';
import { ArrowDownUp, EllipsisVertical, Grid2x2, List, PanelRight } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Key } from 'react-aria-components/Menu';
import type { DropItem } from 'react-aria-components/useDragAndDrop';
import { useNavigate } from 'react-router';
import * as styles from './drive.css';
import type { DriveView } from './EntriesView';

export const sortLabels: Record<DriveOrderBy, string> = {
  name: 'Name',
  updated_at: 'Last modified',
  created_at: 'Created',
  file_size: 'Size',
  type: 'Type',
  extension: 'Extension',
};
const sortOptions: DriveOrderBy[] = ['name', 'updated_at', 'created_at', 'file_size', 'type'];

export interface DriveToolbarProps {
  title: string;
  /** Folders from the root to the current one (folder pages). */
  path?: FileEntry[];
  /** Actions of the current folder, shown in a menu on the last crumb. */
  folderMenu?: { items: { id: string; label: string }[]; onAction: (id: string) => void };
  view: DriveView;
  onViewChange: (view: DriveView) => void;
  orderBy: DriveOrderBy;
  orderDir: 'asc' | 'desc';
  onSortChange: (orderBy: DriveOrderBy, orderDir: 'asc' | 'desc') => void;
  detailsOpen: boolean;
  onDetailsToggle: () => void;
  /** Entries dropped on a crumb (`null`: the root). */
  onDropOnCrumb?: (folderId: number | null, items: DropItem[]) => void;
}

function ToolButton({
  label,
  onPress,
  children,
  pressed,
}: {
  label: string;
  onPress: () => void;
  children: ReactNode;
  pressed?: boolean;
}) {
  return (
    <TooltipTrigger>
      <IconButton aria-label={label} aria-pressed={pressed} variant="text" onPress={onPress}>
        {children}
      </IconButton>
      <Tooltip>{label}</Tooltip>
    </TooltipTrigger>
  );
}

/** Title or breadcrumbs, then the view toggle, the sort menu and the details toggle. */
export function DriveToolbar({
  title,
  path,
  folderMenu,
  view,
  onViewChange,
  orderBy,
  orderDir,
  onSortChange,
  detailsOpen,
  onDetailsToggle,
  onDropOnCrumb,
}: DriveToolbarProps) {
  const navigate = useNavigate();
  const crumbs = path
    ? [
        { id: 'root', label: 'All files', href: '/drive' },
        ...path.map((f) => ({ id: f.hash, label: f.name, href: `/drive/folders/${f.hash}` })),
      ]
    : null;
  return (
    <div className={styles.toolbar}>
      <div className={styles.toolbarTitle}>
        {crumbs && crumbs.length > 1 ? (
          <>
            <h1 className={styles.visuallyHidden}>{title}</h1>
            <Breadcrumbs
              items={crumbs}
              onAction={(id) => navigate(id === 'root' ? '/drive' : `/drive/folders/${id}`)}
              onDropItems={
                onDropOnCrumb &&
                ((id, items) =>
                  onDropOnCrumb(
                    id === 'root' ? null : (path?.find((f) => f.hash === id)?.id ?? null),
                    items,
                  ))
              }
            />
          </>
        ) : (
          <h1 className={styles.heading}>{title}</h1>
        )}
        {folderMenu && folderMenu.items.length > 0 && (
          <MenuTrigger>
            <IconButton aria-label="Folder actions" variant="text" size="sm">
              <EllipsisVertical size={16} aria-hidden="true" />
            </IconButton>
            <Popover>
              <Menu
                aria-label="Folder actions"
                onAction={(key: Key) => folderMenu.onAction(String(key))}
              >
                {folderMenu.items.map((item) => (
                  <MenuItem key={item.id} id={item.id}>
                    {item.label}
                  </MenuItem>
                ))}
              </Menu>
            </Popover>
          </MenuTrigger>
        )}
      </div>
      <ToolButton
        label={view === 'list' ? 'Grid view' : 'List view'}
        onPress={() => onViewChange(view === 'list' ? 'grid' : 'list')}
      >
        {view === 'list' ? (
          <Grid2x2 size={18} aria-hidden="true" />
        ) : (
          <List size={18} aria-hidden="true" />
        )}
      </ToolButton>
      <MenuTrigger>
        <IconButton aria-label="Sort" variant="text">
          <ArrowDownUp size={18} aria-hidden="true" />
        </IconButton>
        <Popover>
          <Menu aria-label="Sort">
            <MenuSection
              title="Sort by"
              selectionMode="single"
              selectedKeys={[orderBy]}
              onSelectionChange={(keys) => {
                const [key] = keys === 'all' ? [] : [...keys];
                if (key) onSortChange(key as DriveOrderBy, orderDir);
              }}
            >
              {sortOptions.map((id) => (
                <MenuItem key={id} id={id}>
                  {sortLabels[id]}
                </MenuItem>
              ))}
            </MenuSection>
            <MenuSection
              title="Direction"
              selectionMode="single"
              selectedKeys={[orderDir]}
              onSelectionChange={(keys) => {
                const [key] = keys === 'all' ? [] : [...keys];
                if (key === 'asc' || key === 'desc') onSortChange(orderBy, key);
              }}
            >
              <MenuItem id="asc">Ascending</MenuItem>
              <MenuItem id="desc">Descending</MenuItem>
            </MenuSection>
          </Menu>
        </Popover>
      </MenuTrigger>
      <ToolButton label="Details" pressed={detailsOpen} onPress={onDetailsToggle}>
        <PanelRight size={18} aria-hidden="true" />
      </ToolButton>
    </div>
  );
}
