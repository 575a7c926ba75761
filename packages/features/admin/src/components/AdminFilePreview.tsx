import type { AdminFileEntry } from '@coffer/contract';
import type { FilePreviewerProps, PreviewFile } from '@coffer/drive/previewer';
import { lazy, Suspense, useMemo } from 'react';

/** A listed file as the previewer reads it, with the admin's preview route. */
type AdminPreviewFile = PreviewFile & { url: string };

// The drive's previewer loads with the first preview, not with the file list.
const FilePreviewer = lazy(async () => {
  const drive = await import('@coffer/drive/previewer');
  return {
    default: (props: FilePreviewerProps<AdminPreviewFile>) => <drive.FilePreviewer {...props} />,
  };
});

const previewUrl = (file: AdminPreviewFile) => file.url;

export interface AdminFilePreviewProps {
  /** The listed page, in view order: previous / next step through its files. */
  entries: AdminFileEntry[];
  /** The entry shown first. */
  entryId: number;
  onClose: () => void;
}

/**
 * The drive's full-screen previewer over the admin's file list, streaming each file from the
 * admin's preview route (`adminFiles.preview`, any user's file), which its download link
 * fetches too. Escape or the close button closes it; the focus returns to the row's menu.
 */
export function AdminFilePreview({ entries, entryId, onClose }: AdminFilePreviewProps) {
  const files = useMemo(() => previewable(entries), [entries]);
  const index = files.findIndex((file) => file.id === entryId);
  if (index < 0) return null;
  return (
    <Suspense fallback={null}>
      <FilePreviewer
        files={files}
        index={index}
        sourceOf={previewUrl}
        downloadOf={previewUrl}
        close={onClose}
      />
    </Suspense>
  );
}

/** The entries with a preview (files, not folders) as the previewer reads them. */
function previewable(entries: AdminFileEntry[]): AdminPreviewFile[] {
  return entries.flatMap(({ id, name, type, mime, size, url }) =>
    url ? [{ id, name, type, mime, extension: extensionOf(name), file_size: size, url }] : [],
  );
}

/** A name's extension as the drive stores it (lowercase, no dot); none without a dot. */
function extensionOf(name: string): string | null {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : null;
}
