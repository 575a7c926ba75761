import { type Localization, localizationLinesUploadSchema } from '@coffer/contract';
import { isHttpError, useTrans } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import { Dialog, DialogBody, DialogTitle } from '@coffer/ui/Dialog';
import { FileTrigger } from '@coffer/ui/FileTrigger';
import { Modal } from '@coffer/ui/Modal';
import { Text } from '@coffer/ui/Text';
import { toast } from '@coffer/ui/Toast';
import { useState } from 'react';
import { useSaveLines } from '../api/localizations';
import * as styles from './admin.css';
import * as localStyles from './localizations.css';

/** How many refused lines the dialog lists (the rest are counted in the message). */
const SHOWN_PROBLEMS = 5;

export interface UploadLinesDialogProps {
  /** The language the file's lines go to; the dialog is open while there is one. */
  localization: Localization | null;
  onClose: () => void;
}

/**
 * Uploads a JSON file of lines by English text (what Download gives) into a language: its
 * lines replace the language's, and none is saved if one is not valid.
 */
export function UploadLinesDialog({ localization, onClose }: UploadLinesDialogProps) {
  const { trans } = useTrans();
  return (
    <Modal isOpen={localization !== null} onOpenChange={(open) => !open && onClose()} size="sm">
      <Dialog>
        <DialogTitle>
          {trans('Upload lines for {name}', { name: localization?.name ?? '' })}
        </DialogTitle>
        <DialogBody>
          {localization && <UploadForm localization={localization} onDone={onClose} />}
        </DialogBody>
      </Dialog>
    </Modal>
  );
}

interface PickedFile {
  name: string;
  lines: Record<string, string>;
}

function UploadForm({ localization, onDone }: { localization: Localization; onDone: () => void }) {
  const { trans } = useTrans();
  const upload = useSaveLines(localization.id);
  const [picked, setPicked] = useState<PickedFile | null>(null);
  const [problems, setProblems] = useState<string[]>([]);

  const pick = async ([file]: File[]) => {
    if (!file) return;
    setPicked(null);
    let parsed: unknown;
    try {
      parsed = JSON.parse(await file.text());
    } catch {
      setProblems([trans('The file is not JSON.')]);
      return;
    }
    const checked = localizationLinesUploadSchema.safeParse(parsed);
    if (!checked.success) {
      const message = checked.error.issues[0]?.message;
      setProblems([message ? trans(message) : trans('The given data was invalid.')]);
      return;
    }
    setProblems([]);
    setPicked({ name: file.name, lines: checked.data });
  };

  const send = () => {
    if (!picked) return;
    upload.mutate(
      { lines: picked.lines, upload: true },
      {
        onSuccess: () => {
          toast.positive(trans('Lines uploaded'));
          onDone();
        },
        onError: (error: unknown) => {
          const payload = isHttpError(error) ? error.payload : undefined;
          const refused = Object.entries(payload?.errors ?? {}).map(
            ([key, messages]) => `${key}: ${messages[0] ?? ''}`,
          );
          setProblems([
            payload?.message ?? trans('There was an issue. Please try again.'),
            ...refused.slice(0, SHOWN_PROBLEMS),
          ]);
        },
      },
    );
  };

  return (
    <div className={styles.form}>
      <Text size="sm">
        {trans(
          'A JSON file of texts by English text, as Download gives it. Its lines replace the language’s; if one is not valid, none is saved.',
        )}
      </Text>
      <div>
        <FileTrigger acceptedFileTypes={['application/json', '.json']} onSelect={pick}>
          {trans('Choose a JSON file')}
        </FileTrigger>
      </div>
      {picked && (
        <Text size="sm">
          {trans('{count, plural, one {# line} other {# lines}} in {file}', {
            count: Object.keys(picked.lines).length,
            file: picked.name,
          })}
        </Text>
      )}
      {problems.length > 0 && (
        <div role="alert" className={localStyles.problems}>
          {problems.map((problem) => (
            <Text key={problem} size="sm" tone="danger">
              {problem}
            </Text>
          ))}
        </div>
      )}
      <div className={styles.actions}>
        <Button variant="text" onPress={onDone}>
          {trans('Cancel')}
        </Button>
        <Button onPress={send} isDisabled={!picked} isPending={upload.isPending}>
          {trans('Upload')}
        </Button>
      </div>
    </div>
  );
}
