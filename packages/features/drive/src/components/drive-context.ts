import type { FileEntry } from '@coffer/contract';
import { createContext, useContext } from 'react';

/** The folder a page shows, so the sidebar's "New" menu creates and uploads into it. */
export interface DriveLocation {
  folder: FileEntry | null;
  setFolder: (folder: FileEntry | null) => void;
}

export const DriveLocationContext = createContext<DriveLocation>({
  folder: null,
  setFolder: () => {},
});

export const useDriveLocation = () => useContext(DriveLocationContext);

export const VIEW_STORAGE_KEY = 'coffer.drive.view';
