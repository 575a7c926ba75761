import type { FileEntry } from '@coffer/contract';
import { createContext, useContext } from 'react';

/**
 * The folder a page shows, so the sidebar's "New" menu creates and uploads into it: null for
 * the drive's root, undefined while an opened folder is still loading.
 */
export interface DriveLocation {
  folder: FileEntry | null | undefined;
  setFolder: (folder: FileEntry | null | undefined) => void;
}

export const DriveLocationContext = createContext<DriveLocation>({
  folder: null,
  setFolder: () => {},
});

export const useDriveLocation = () => useContext(DriveLocationContext);

export const VIEW_STORAGE_KEY = 'coffer.drive.view';
