import type { DriveSection } from '@coffer/contract';

/** The route's section as the page shows it: title and what an empty listing means. */
export interface SectionInfo {
  title: string;
  emptyTitle: string;
  emptyDescription?: string;
}

export const NO_MATCHES = 'There are no items matching your query';

export const sectionInfo: Record<DriveSection, SectionInfo> = {
  home: {
    title: 'All files',
    emptyTitle: 'Nothing here yet',
    emptyDescription: 'Drop files here, or use the New button to upload files or create a folder.',
  },
  folder: {
    title: 'Folder',
    emptyTitle: 'This folder is empty',
    emptyDescription: 'Drop files here, or use the New button to upload files or create a folder.',
  },
  sharedWithMe: {
    title: 'Shared with me',
    emptyTitle: 'Nothing has been shared with you',
    emptyDescription: 'Files and folders others share with you appear here.',
  },
  sharedByMe: { title: 'Shared by me', emptyTitle: 'You have not shared anything' },
  recent: {
    title: 'Recent',
    emptyTitle: 'No recent files',
    emptyDescription: 'Files you upload or change appear here.',
  },
  starred: {
    title: 'Starred',
    emptyTitle: 'Nothing is starred',
    emptyDescription: 'Star files and folders to find them here quickly.',
  },
  trash: {
    title: 'Trash',
    emptyTitle: 'Trash is empty',
    emptyDescription: 'Deleted files and folders stay here until you delete them forever.',
  },
  search: { title: 'Search', emptyTitle: NO_MATCHES },
};
