import type { DriveSection } from '@coffer/contract';
import { defineMessage } from '@coffer/core';

/**
 * The route's section as the page shows it: title and what an empty listing means (catalogue
 * messages: show them with `trans`).
 */
export interface SectionInfo {
  title: string;
  emptyTitle: string;
  emptyDescription?: string;
}

export const NO_MATCHES = defineMessage('There are no items matching your query');

export const sectionInfo: Record<DriveSection, SectionInfo> = {
  home: {
    title: defineMessage('All files'),
    emptyTitle: defineMessage('Nothing here yet'),
    emptyDescription: defineMessage(
      'Drop files here, or use the New button to upload files or create a folder.',
    ),
  },
  folder: {
    title: defineMessage('Folder'),
    emptyTitle: defineMessage('This folder is empty'),
    emptyDescription: defineMessage(
      'Drop files here, or use the New button to upload files or create a folder.',
    ),
  },
  sharedWithMe: {
    title: defineMessage('Shared with me'),
    emptyTitle: defineMessage('Nothing has been shared with you'),
    emptyDescription: defineMessage('Files and folders others share with you appear here.'),
  },
  sharedByMe: {
    title: defineMessage('Shared by me'),
    emptyTitle: defineMessage('You have not shared anything'),
  },
  recent: {
    title: defineMessage('Recent'),
    emptyTitle: defineMessage('No recent files'),
    emptyDescription: defineMessage('Files you upload or change appear here.'),
  },
  starred: {
    title: defineMessage('Starred'),
    emptyTitle: defineMessage('Nothing is starred'),
    emptyDescription: defineMessage('Star files and folders to find them here quickly.'),
  },
  trash: {
    title: defineMessage('Trash'),
    emptyTitle: defineMessage('Trash is empty'),
    emptyDescription: defineMessage(
      'Deleted files and folders stay here until you delete them forever.',
    ),
  },
  search: { title: defineMessage('Search'), emptyTitle: NO_MATCHES },
};
