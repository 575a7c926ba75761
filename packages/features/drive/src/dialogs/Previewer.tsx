import type { FileEntry } from '@coffer/contract';
import type { OutletDialogProps } from '@coffer/ui/DialogOutlet';
import { downloadUrl } from '../components/actions';
import { FilePreviewer } from './FilePreviewer';
import { streamUrl } from './preview/PreviewBody';

export { PreviewBody, streamUrl } from './preview/PreviewBody';

export interface PreviewerProps {
  /** The entries of the folder, in view order (folders are skipped). */
  entries: FileEntry[];
  /** Index in `entries` of the file shown first. */
  index: number;
}

/** What an entry's download links fetch: the drive's download, for whoever may download. */
const entryDownload = (entry: FileEntry) =>
  entry.permissions['files.download'] ? downloadUrl([entry]) : null;

/**
 * The drive's previewer, opened with `openDialog`: the folder's files full screen, streamed
 * from the drive's routes, with previous/next (buttons, arrow keys); Escape closes it.
 */
export function Previewer({ entries, index, close }: PreviewerProps & OutletDialogProps) {
  return (
    <FilePreviewer
      files={entries}
      index={index}
      sourceOf={streamUrl}
      downloadOf={entryDownload}
      close={() => close()}
    />
  );
}
