import type { DriveOrderBy, DriveSection } from '@coffer/contract';

/** What one listing shows: the section, its folder or query, and the order. */
export interface ListParams {
  section: DriveSection;
  folderHash?: string;
  query?: string;
  /** JSON of `driveFiltersSchema`. */
  filters?: string;
  orderBy: DriveOrderBy;
  orderDir: 'asc' | 'desc';
}

export const driveKeys = {
  all: ['drive'] as const,
  lists: () => [...driveKeys.all, 'list'] as const,
  list: (params: ListParams) => [...driveKeys.lists(), params] as const,
  path: (hash: string) => [...driveKeys.all, 'path', hash] as const,
  folders: () => [...driveKeys.all, 'folders'] as const,
  spaceUsage: () => [...driveKeys.all, 'space-usage'] as const,
};

/** Entries of the listing per page. */
export const DRIVE_PAGE_SIZE = 50;
