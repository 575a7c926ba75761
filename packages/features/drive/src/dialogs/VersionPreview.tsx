import type { FileEntry, FileVersion } from '@coffer/contract';
import { useTrans } from '@coffer/core';
import type { OutletDialogProps } from '@coffer/ui/DialogOutlet';
import { FullScreenDialog } from '@coffer/ui/FullScreenDialog';
import { Download } from 'lucide-react';
import { versionUrl } from '../api/versions';
import { PreviewBody } from './preview/PreviewBody';
import * as styles from './previewer.css';

export interface VersionPreviewProps {
  /** The file the version belongs to (its name and type pick the viewer). */
  entry: FileEntry;
  /** The earlier version shown. */
  version: FileVersion;
}

/**
 * An earlier version of a file, full screen, opened with `openDialog`: the same viewers as
 * the previewer, fed from the version's route. Escape or the close button closes it.
 */
export function VersionPreview({ entry, version, close }: VersionPreviewProps & OutletDialogProps) {
  const { trans, formatDate, dateStyle } = useTrans();
  // The version's own size and type: a text viewer pages by size, a media element by type.
  const shown: FileEntry = {
    ...entry,
    file_size: version.file_size,
    mime: version.mime ?? entry.mime,
  };
  const download = versionUrl(entry.id, version.id, { download: true });
  return (
    <FullScreenDialog
      isOpen
      onOpenChange={(open) => !open && close()}
      title={trans('{name} — version of {date}', {
        name: entry.name,
        date: formatDate(version.uploaded_at, { dateStyle, timeStyle: 'short' }),
      })}
      footer={
        <div className={styles.footer}>
          <a className={styles.link} href={download} download>
            <Download size={16} aria-hidden="true" /> {trans('Download this version')}
          </a>
        </div>
      }
    >
      <div className={styles.stage}>
        <PreviewBody entry={shown} src={versionUrl(entry.id, version.id)} downloadHref={download} />
      </div>
    </FullScreenDialog>
  );
}
