import type { FileEntry } from '@coffer/contract';
import { isHttpError, useBootstrap, useTrans } from '@coffer/core';
import { AdSlot } from '@coffer/core/ad-slot';
import { Button, buttonStyle } from '@coffer/ui/Button';
import { EmptyState } from '@coffer/ui/EmptyState';
import { Heading } from '@coffer/ui/Heading';
import { Text } from '@coffer/ui/Text';
import { toast } from '@coffer/ui/Toast';
import { lazy, Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router';
import {
  type LinkPageParams,
  linkFileUrl,
  linkTrail,
  useImportLink,
  useLinkCrumbs,
  useLinkPage,
} from '../api/sharing';
import { LinkFolder, type LinkFolderView } from './LinkFolder';
import { LinkTextPreview } from './LinkTextPreview';
import * as styles from './sharing.css';

// What only some links need loads with them (ADR 0007): the password form (with the kit's
// form code) for protected links, the breadcrumbs (React Aria's links and drop targets) in a
// subfolder. A folder link's first page and a file's preview need neither.
const LinkPasswordForm = lazy(async () => ({
  default: (await import('./LinkPasswordForm')).LinkPasswordForm,
}));
const Breadcrumbs = lazy(async () => ({
  default: (await import('@coffer/ui/Breadcrumbs')).Breadcrumbs,
}));

/**
 * `/drive/s/{hash}`: what a public link shows visitors — the password form, then a file
 * preview with download, or the folder's contents (folders inside it browsable, as a list
 * or a grid, with breadcrumbs that never go above the link's folder); 'Save to my drive'
 * for signed-in visitors; the admin's `file-preview` ad slot (never for subscribers); a
 * clear page for removed or expired links.
 */
export function SharedLinkPage() {
  const { trans } = useTrans();
  const { hash = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const signedIn = useBootstrap((d) => d.user !== null);
  const order = search.get('order') ?? 'name:asc';
  // The server answers 422 for an order it does not know (a hand-edited URL).
  const [orderBy, orderDir] = order.split(':') as [
    LinkPageParams['orderBy'],
    LinkPageParams['orderDir'],
  ];
  const folderId = search.get('folder') ?? undefined;
  const page = Number(search.get('page') ?? 1);
  const view: LinkFolderView = search.get('view') === 'grid' ? 'grid' : 'list';
  const query = useLinkPage(hash, { folderId, page, orderBy, orderDir });
  const save = useImportLink(hash);
  const data = query.data;
  const trail =
    data?.entry && data.folder && !query.isPlaceholderData
      ? linkTrail(data.entry, data.folder)
      : [];
  const crumbs = useLinkCrumbs(hash, trail);
  const setParams = (next: Record<string, string | null>) => {
    const params = new URLSearchParams(search);
    for (const [k, v] of Object.entries(next)) v === null ? params.delete(k) : params.set(k, v);
    setSearch(params);
  };

  if (query.isPending) return <Text tone="muted">{trans('Loading…')}</Text>;
  if (query.isError || !query.data) {
    const gone = isHttpError(query.error) && query.error.status === 404;
    return (
      <main className={styles.page}>
        <EmptyState
          title={
            gone ? trans('This link is no longer available') : trans('Could not open this link')
          }
          description={
            gone
              ? trans(
                  'It was removed or it has expired. Ask the person who shared it for a new one.',
                )
              : trans('Try again in a moment.')
          }
        />
      </main>
    );
  }
  const { link, entry, folder, folderChildren } = query.data;
  if (query.data.passwordRequired || !entry)
    return (
      <Suspense fallback={<Text tone="muted">{trans('Loading…')}</Text>}>
        <LinkPasswordForm hash={hash} />
      </Suspense>
    );
  const limitReached = link.download_limit !== null && link.download_count >= link.download_limit;
  const canDownload = link.allow_download && !limitReached;
  const openFolder = (f: FileEntry) => setParams({ folder: f.hash, page: null });
  const sharer = entry.users[0]?.name;

  return (
    <main className={styles.page}>
      <Heading level={1}>{entry.name}</Heading>
      <Text tone="muted">
        {sharer == null ? trans('Shared by someone') : trans('Shared by {name}', { name: sharer })}
      </Text>
      <div className={styles.row}>
        {canDownload && (
          <a className={buttonStyle({ variant: 'primary' })} href={linkFileUrl(hash, 'download')}>
            {entry.type === 'folder' ? trans('Download all') : trans('Download')}
          </a>
        )}
        {signedIn && canDownload && (
          <Button
            variant="outline"
            isPending={save.isPending}
            onPress={() =>
              save.mutate(undefined, {
                onSuccess: () =>
                  toast.positive(trans('“{name}” was saved to your drive.', { name: entry.name })),
              })
            }
          >
            {trans('Save to my drive')}
          </Button>
        )}
      </div>
      {link.allow_download && limitReached && (
        <Text as="p" tone="muted">
          {trans('This link has reached its download limit.')}
        </Text>
      )}
      <AdSlot slot="file-preview" />
      {folderChildren && folder ? (
        <>
          {folder.id !== entry.id && (
            <Suspense fallback={null}>
              <Breadcrumbs
                items={[
                  { id: entry.hash, label: entry.name },
                  ...trail.map((id, index) => ({
                    id: crumbs[index]?.data?.id ?? String(id),
                    label: crumbs[index]?.data?.name ?? '…',
                  })),
                  { id: folder.hash, label: folder.name },
                ]}
                onAction={(id) =>
                  setParams({ folder: id === entry.hash ? null : String(id), page: null })
                }
              />
            </Suspense>
          )}
          <LinkFolder
            hash={hash}
            canDownload={canDownload}
            view={view}
            onView={(next) => setParams({ view: next === 'list' ? null : next })}
            order={order}
            onOrder={(o) => setParams({ order: o, page: null })}
            onOpenFolder={openFolder}
            onPage={(p) => setParams({ page: String(p) })}
          >
            {folderChildren}
          </LinkFolder>
        </>
      ) : (
        <FilePreview hash={hash} entry={entry} />
      )}
    </main>
  );
}

function FilePreview({ hash, entry }: { hash: string; entry: FileEntry }) {
  const { trans } = useTrans();
  const src = linkFileUrl(hash, 'preview');
  if (entry.type === 'image') return <img className={styles.preview} src={src} alt={entry.name} />;
  if (entry.type === 'text') return <LinkTextPreview src={src} name={entry.name} />;
  // Without downloads (off, or the limit reached) the server sends renditions only: an
  // image's thumbnail or a file's text; it refuses the original of anything else.
  if (!entry.permissions['files.download'])
    return <Text tone="muted">{trans('There is no preview for this type of file.')}</Text>;
  if (entry.type === 'video')
    // biome-ignore lint/a11y/useMediaCaption: user files come without caption tracks.
    return <video className={styles.preview} src={src} controls />;
  if (entry.type === 'audio')
    // biome-ignore lint/a11y/useMediaCaption: user files come without caption tracks.
    return <audio src={src} controls />;
  if (entry.type === 'pdf')
    // The preview route serves PDFs as PDFs only (nosniff), so the frame stays a document.
    return <iframe className={styles.pdfFrame} src={src} title={entry.name} />;
  return <Text tone="muted">{trans('There is no preview for this type of file.')}</Text>;
}
