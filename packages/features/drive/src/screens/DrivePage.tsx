import type { DriveOrderBy, DriveSection } from '@coffer/contract';
import { type HttpClient, useCore, useIsMobile, useSettings, useTrans } from '@coffer/core';
import { AdSlot } from '@coffer/core/ad-slot';
import { Button } from '@coffer/ui/Button';
import { DelayedSpinner } from '@coffer/ui/DelayedSpinner';
import { EmptyState } from '@coffer/ui/EmptyState';
import type { Selection } from '@coffer/ui/Table';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useMatches, useParams, useSearchParams } from 'react-router';
import type { ListParams } from '../api/keys';
import { driveEntriesQuery, foldersFirst, useDriveEntries, useFolderPath } from '../api/queries';
import { DriveToolbar } from '../components/DriveToolbar';
import * as styles from '../components/drive.css';
import { useDriveLocation, VIEW_STORAGE_KEY } from '../components/drive-context';
import { type DriveView, EntriesView, selectedEntries } from '../components/EntriesView';
import { SelectionBar } from '../components/SelectionBar';
import { useEntryActions } from '../components/use-entry-actions';
import { draggedIds } from '../components/use-entry-drag';
import { addUploads } from '../uploads/add-uploads';
import { lazyUploadStore as uploadStore } from '../uploads/lazy-upload-store';
import { NO_MATCHES, sectionInfo } from './sections';

// Only the search page needs its form (and the Select machinery behind it).
const SearchForm = lazy(async () => ({ default: (await import('./SearchForm')).SearchForm }));
// The details panel (who has access, link facts) loads when first opened; the bottom bar
// when a phone first selects something.
const DetailsPanel = lazy(async () => ({
  default: (await import('../components/DetailsPanel')).DetailsPanel,
}));
const MobileActionBar = lazy(async () => ({
  default: (await import('../components/MobileActionBar')).MobileActionBar,
}));

function storedView(fallback: DriveView): DriveView {
  try {
    const stored = localStorage.getItem(VIEW_STORAGE_KEY);
    return stored === 'list' || stored === 'grid' ? stored : fallback;
  } catch {
    return fallback;
  }
}

export interface DrivePageProps {
  section: DriveSection;
  /**
   * Force the phone layout (bottom action bar) or the desktop one.
   * @default by the viewport (768 px or less is mobile)
   */
  isMobile?: boolean;
}

/** One drive route: its listing with toolbar, selection, actions and details. */
export function DrivePage({ section, isMobile: forcedMobile }: DrivePageProps) {
  const settings = useSettings();
  const { trans } = useTrans();
  const { http } = useCore();
  const { hash } = useParams();
  const [search] = useSearchParams();
  const initial = initialListParams(section, hash, search);
  const { query, filters } = initial;
  const [view, setView] = useState<DriveView>(() => storedView(settings.drive.default_view));
  const [orderBy, setOrderBy] = useState<DriveOrderBy>(initial.orderBy);
  const [orderDir, setOrderDir] = useState<'asc' | 'desc'>(initial.orderDir);
  const [selectedKeys, setSelectedKeys] = useState<Selection>(new Set());
  const [detailsOpen, setDetailsOpen] = useState(false);
  const list = useDriveEntries({ section, folderHash: hash, query, filters, orderBy, orderDir });
  const path = useFolderPath(section === 'folder' ? hash : undefined);
  const entries = useMemo(
    () => foldersFirst(list.data?.pages.flatMap((p) => p.pagination.data) ?? []),
    [list.data],
  );
  const folder = list.data?.pages[0]?.folder ?? null;
  const { setFolder } = useDriveLocation();
  const actions = useEntryActions(section, entries);
  const info = sectionInfo[section];
  const detectedMobile = useIsMobile();
  const isMobile = forcedMobile ?? detectedMobile;
  const sectionTitle = trans(info.title);
  const title = section === 'folder' ? (folder?.name ?? sectionTitle) : sectionTitle;

  // An opened folder is a place only once it has loaded: until then, what is picked in the
  // sidebar waits for it instead of landing in the folder left or the root.
  const loadedFolder = section === 'folder' && !list.data ? undefined : folder;
  useEffect(() => {
    setFolder(section === 'folder' || section === 'home' ? loadedFolder : null);
  }, [loadedFolder, section, setFolder]);
  // A new place starts with nothing selected.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on navigation only.
  useEffect(() => setSelectedKeys(new Set()), [section, hash, query]);

  const selection = selectedEntries(entries, selectedKeys);
  const bottomBar = isMobile && selection.length > 0;
  const emptyTrash =
    section === 'trash' && entries.length > 0 ? (
      <Button variant="outline" size="sm" onPress={actions.confirmEmptyTrash}>
        {trans('Empty trash')}
      </Button>
    ) : null;
  const canUpload = section === 'home' || section === 'folder';
  const searching = section === 'search' && !query && !filters;
  const emptyState = (
    <EmptyState
      size="compact"
      title={
        searching
          ? trans('Search your files')
          : trans(query || filters ? NO_MATCHES : info.emptyTitle)
      }
      description={
        searching
          ? trans('Type a name or words from a file to find it.')
          : info.emptyDescription && trans(info.emptyDescription)
      }
    />
  );

  return (
    <div className={styles.main} data-bottom-bar={bottomBar || undefined}>
      <DriveToolbar
        title={title}
        path={section === 'folder' ? path.data : undefined}
        folderMenu={
          folder && section === 'folder'
            ? {
                items: [
                  { id: 'newFolder', label: trans('New folder') },
                  { id: 'share', label: trans('Share') },
                  ...(folder.permissions['files.update']
                    ? [
                        { id: 'getLink', label: trans('Get link') },
                        { id: 'rename', label: trans('Rename') },
                      ]
                    : []),
                  { id: 'download', label: trans('Download') },
                ],
                onAction: (id) =>
                  id === 'newFolder'
                    ? actions.newFolder(folder.id)
                    : actions.run(id as 'share' | 'getLink' | 'rename' | 'download', [folder]),
              }
            : undefined
        }
        view={view}
        onViewChange={(next) => {
          setView(next);
          try {
            localStorage.setItem(VIEW_STORAGE_KEY, next);
          } catch {
            // Private mode: the choice lasts for this page only.
          }
        }}
        orderBy={orderBy}
        orderDir={orderDir}
        onSortChange={(by, dir) => {
          setOrderBy(by);
          setOrderDir(dir);
        }}
        detailsOpen={detailsOpen}
        onDetailsToggle={() => setDetailsOpen(!detailsOpen)}
        selectionBar={
          isMobile ? undefined : (
            <SelectionBar
              section={section}
              selection={selection}
              onAction={actions.run}
              onClear={() => setSelectedKeys(new Set())}
            />
          )
        }
        onDropOnCrumb={async (folderId, items) => {
          const ids = new Set(await draggedIds(items));
          actions.moveTo(
            entries.filter((e) => ids.has(e.id)),
            folderId,
          );
        }}
      />
      <AdSlot slot="drive" />
      {section === 'search' && (
        <Suspense fallback={null}>
          <SearchForm />
        </Suspense>
      )}
      {emptyTrash && <div className={styles.selectionBar}>{emptyTrash}</div>}
      {isMobile && selection.length > 0 && (
        // The selection's actions are at the bottom; the top keeps what never moves.
        <Suspense fallback={null}>
          <MobileActionBar
            section={section}
            selection={selection}
            onAction={actions.run}
            onClear={() => setSelectedKeys(new Set())}
          />
        </Suspense>
      )}
      <div className={styles.content}>
        <div className={styles.viewColumn}>
          {list.isPending ? (
            <DelayedSpinner aria-label={trans('Loading files')} />
          ) : (
            <EntriesView
              section={section}
              view={view}
              label={title}
              entries={entries}
              selectedKeys={selectedKeys}
              onSelectionChange={setSelectedKeys}
              onOpen={actions.open}
              onAction={actions.run}
              onDropFiles={
                canUpload
                  ? (files, paths) =>
                      void addUploads(http, uploadStore, files, folder?.id ?? null, paths)
                  : undefined
              }
              onMove={
                canUpload
                  ? (moving, destination) => actions.moveTo(moving, destination.id)
                  : undefined
              }
              hasMore={!!list.hasNextPage}
              isLoadingMore={list.isFetchingNextPage}
              onLoadMore={() => void list.fetchNextPage()}
              emptyState={emptyState}
              orderBy={orderBy}
              orderDir={orderDir}
              onSortChange={(by, dir) => {
                setOrderBy(by);
                setOrderDir(dir);
              }}
              isMobile={isMobile}
            />
          )}
        </div>
        {detailsOpen && (
          <Suspense fallback={null}>
            <DetailsPanel
              selection={selection}
              location={section === 'folder' ? title : sectionTitle}
              onManageAccess={
                section === 'trash' ? undefined : (entry) => actions.run('share', [entry])
              }
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}

/** What a section's page lists when it opens: its folder or query, in its default order. */
export function initialListParams(
  section: DriveSection,
  hash: string | undefined,
  search: URLSearchParams,
): ListParams {
  const searching = section === 'search';
  return {
    section,
    folderHash: hash,
    query: searching ? (search.get('query') ?? '') : undefined,
    filters: searching ? (search.get('filters') ?? undefined) : undefined,
    orderBy: section === 'recent' ? 'updated_at' : 'name',
    orderDir: section === 'recent' ? 'desc' : 'asc',
  };
}

/**
 * The route's loader (routes.tsx): starts the listing's first page as soon as the page's code
 * is in, while the page and the navbar render, rather than once the page has rendered.
 */
export function prefetchListing(
  { http, queryClient }: { http: HttpClient; queryClient: QueryClient },
  section: DriveSection,
  hash: string | undefined,
  search: URLSearchParams,
) {
  void queryClient.prefetchInfiniteQuery(
    driveEntriesQuery(http, initialListParams(section, hash, search)),
  );
}

/** The page of the matched drive route (its `handle.driveSection`); a new section starts afresh. */
export function DriveSectionPage() {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as { driveSection?: DriveSection } | undefined;
  const section = handle?.driveSection ?? 'home';
  return <DrivePage key={section} section={section} />;
}
