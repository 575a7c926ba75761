import type { FileEntry } from '@coffer/contract';
import { LinkDialog, ShareDialog } from '@coffer/sharing';
import type { OutletDialogProps } from '@coffer/ui/DialogOutlet';
import { Modal } from '@coffer/ui/Modal';

// The drive opens these with a dynamic import of this module, never of '@coffer/sharing'
// itself: the app's entry imports that barrel statically (its routes), and a barrel that is
// also a dynamic-import target keeps every export in the first load (ADR 0007).

/** What the share dialog's promise resolves with when the signed-in user left the share. */
export const LEFT_SHARE = 'left';

export interface EntryDialogProps {
  /** The file or folder the dialog is about. */
  entry: FileEntry;
}

/** The sharing package's share dialog in the app's dialog outlet (people and their rights). */
export function ShareEntryDialog({
  entry,
  close,
}: EntryDialogProps & OutletDialogProps<typeof LEFT_SHARE>) {
  return (
    <Modal>
      <ShareDialog entry={entry} onLeft={() => close(LEFT_SHARE)} />
    </Modal>
  );
}

/** The sharing package's public-link dialog in the app's dialog outlet. */
export function EntryLinkDialog({ entry }: EntryDialogProps & OutletDialogProps) {
  return (
    <Modal>
      <LinkDialog entry={entry} />
    </Modal>
  );
}
