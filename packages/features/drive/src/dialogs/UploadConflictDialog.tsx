import type { UploadConflictMode } from '@coffer/contract';
import { useTrans } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import { Dialog, DialogBody, DialogFooter, DialogTitle } from '@coffer/ui/Dialog';
import type { OutletDialogProps } from '@coffer/ui/DialogOutlet';
import { Modal } from '@coffer/ui/Modal';
import * as styles from './upload-conflict.css';

/** Names shown before "and N more". */
const SHOWN = 5;

export interface UploadConflictDialogProps {
  /** The names of the files being uploaded that are already in the folder. */
  names: string[];
}

/**
 * Asks what to do with uploads whose names are already in the folder: replace them (the
 * current content is kept as a version), keep both (numbered copies), or skip them.
 * Resolves the choice, or undefined for skip.
 */
export function UploadConflictDialog({
  names,
  close,
}: UploadConflictDialogProps & OutletDialogProps<UploadConflictMode>) {
  const { trans } = useTrans();
  const more = names.length - SHOWN;
  return (
    <Modal size="sm">
      <Dialog showCloseButton={false} role="alertdialog">
        <DialogTitle>
          {trans(
            '{count, plural, one {A file with this name already exists} other {# files with these names already exist}}',
            { count: names.length },
          )}
        </DialogTitle>
        <DialogBody>
          <ul className={styles.names}>
            {names.slice(0, SHOWN).map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
          {more > 0 && <p>{trans('and {count, number} more', { count: more })}</p>}
          <p className={styles.note}>
            {trans(
              'Replace keeps the current content as an earlier version. Keep both adds a numbered copy.',
            )}
          </p>
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onPress={() => close()}>
            {trans('Skip')}
          </Button>
          <Button variant="outline" onPress={() => close('keepBoth')}>
            {trans('Keep both')}
          </Button>
          <Button autoFocus onPress={() => close('replace')}>
            {trans('Replace')}
          </Button>
        </DialogFooter>
      </Dialog>
    </Modal>
  );
}
