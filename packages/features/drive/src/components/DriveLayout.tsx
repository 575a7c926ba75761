import type { FileEntry } from '@coffer/contract';
import { authRequiredRedirect, useBootstrap, useCore, useTrans } from '@coffer/core';
import { Sidebar, type SidebarLayout } from '@coffer/ui/Sidebar';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { driveKeys } from '../api/keys';
import { addUploads } from '../uploads/add-uploads';
import { lazyUploadStore as uploadStore } from '../uploads/lazy-upload-store';
import { DriveSidebar } from './DriveSidebar';
import * as styles from './drive.css';
import { DriveLocationContext } from './drive-context';
import { useInPlace } from './in-place';
import { useEntryActions } from './use-entry-actions';

// The upload panel (progress bars, file picker for resuming) loads with the first upload,
// or at once when a reload finds interrupted ones.
const UploadPanel = lazy(async () => ({
  default: (await import('../uploads/UploadPanel')).UploadPanel,
}));

/** Hidden file inputs behind "Upload files" and "Upload folder". */
function useFilePicker(onFiles: (files: File[]) => void) {
  const { trans } = useTrans();
  const filesRef = useRef<HTMLInputElement>(null);
  const folderRef = useRef<HTMLInputElement>(null);
  const input = (ref: typeof filesRef, folder: boolean, label: string) => (
    <input
      ref={ref}
      type="file"
      multiple
      hidden
      aria-label={label}
      data-testid={folder ? 'upload-folder-input' : 'upload-files-input'}
      {...(folder ? { webkitdirectory: '' } : {})}
      onChange={(event) => {
        const files = [...(event.target.files ?? [])];
        event.target.value = '';
        if (files.length > 0) onFiles(files);
      }}
    />
  );
  return {
    inputs: (
      <>
        {input(filesRef, false, trans('Upload files'))}
        {input(folderRef, true, trans('Upload folder'))}
      </>
    ),
    pickFiles: () => filesRef.current?.click(),
    pickFolder: () => folderRef.current?.click(),
  };
}

/**
 * The drive's shell (signed-in only): sidebar, the page, the upload panel. On a small
 * screen the sidebar is a drawer that closes once the user goes somewhere or picks an action.
 * `layout` forces the columns or the drawer (by default the viewport decides).
 */
export function DriveLayout({ layout = 'auto' }: { layout?: SidebarLayout }) {
  const user = useBootstrap((data) => data.user);
  const { http, bootstrap } = useCore();
  const { trans } = useTrans();
  const queryClient = useQueryClient();
  const [folder, setFolder] = useState<FileEntry | null | undefined>(null);
  const location = useMemo(() => ({ folder, setFolder }), [folder]);
  const inPlace = useInPlace(folder);
  const actions = useEntryActions('home', []);
  const picker = useFilePicker((files) =>
    inPlace((parentId) => void addUploads(http, uploadStore, files, parentId)),
  );
  const [drawerOpen, setDrawerOpen] = useState(false);
  const hasUploads = useSyncExternalStore(uploadStore.subscribe, uploadStore.hasItems, () => false);
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on navigation only.
  useEffect(() => setDrawerOpen(false), [pathname, search]);
  const fromDrawer = (action: () => void) => () => {
    setDrawerOpen(false);
    action();
  };

  useEffect(() => {
    uploadStore.connect(
      http,
      () => {
        void queryClient.invalidateQueries({ queryKey: driveKeys.all });
      },
      // Read as each file starts: a bootstrap refresh after an admin's change applies at once.
      () => bootstrap.get().settings.uploads.chunk_size,
    );
  }, [http, bootstrap, queryClient]);

  const redirect = authRequiredRedirect(user);
  if (redirect) return <Navigate to={redirect} replace />;

  return (
    <DriveLocationContext.Provider value={location}>
      <Sidebar
        navLabel={trans('Drive')}
        layout={layout}
        header={<span className={styles.heading}>{trans('Drive')}</span>}
        isDrawerOpen={drawerOpen}
        onDrawerOpenChange={setDrawerOpen}
        nav={
          <DriveSidebar
            onUploadFiles={fromDrawer(picker.pickFiles)}
            onUploadFolder={fromDrawer(picker.pickFolder)}
            onNewFolder={fromDrawer(() => inPlace((parentId) => void actions.newFolder(parentId)))}
          />
        }
      >
        <Outlet />
      </Sidebar>
      {picker.inputs}
      {hasUploads && (
        <Suspense fallback={null}>
          <UploadPanel />
        </Suspense>
      )}
    </DriveLocationContext.Provider>
  );
}
