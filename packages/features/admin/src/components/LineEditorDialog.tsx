import { useTrans } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import { Dialog, DialogBody, DialogTitle } from '@coffer/ui/Dialog';
import { Modal } from '@coffer/ui/Modal';
import { Text } from '@coffer/ui/Text';
import { TextArea } from '@coffer/ui/TextArea';
import { TextField } from '@coffer/ui/TextField';
import { type FormEvent, useState } from 'react';
import * as adminStyles from './admin.css';
import * as styles from './localizations.css';

/** A line being edited: its English text and the text it has now (maybe unsaved). */
export interface EditedLine {
  key: string;
  /** The English source; null for a line the admin added (its key is its English). */
  english: string | null;
  text: string;
  /** The server's refusal of the last save, if any. */
  error?: string;
}

export interface LineEditorDialogProps {
  /** The line to edit; the dialog is open while there is one. */
  line: EditedLine | null;
  onClose: () => void;
  /** Keeps the text as an unsaved change (the screen's Save sends it). */
  onApply: (key: string, text: string) => void;
}

/** Edits one line's text; the change waits, unsaved, for the screen's Save. */
export function LineEditorDialog({ line, onClose, onApply }: LineEditorDialogProps) {
  const { trans } = useTrans();
  return (
    <Modal isOpen={line !== null} onOpenChange={(open) => !open && onClose()} size="md">
      <Dialog>
        <DialogTitle>{trans('Edit line')}</DialogTitle>
        <DialogBody>
          {line && (
            <LineForm
              line={line}
              onCancel={onClose}
              onApply={(text) => {
                onApply(line.key, text);
                onClose();
              }}
            />
          )}
        </DialogBody>
      </Dialog>
    </Modal>
  );
}

function LineForm({
  line,
  onCancel,
  onApply,
}: {
  line: EditedLine;
  onCancel: () => void;
  onApply: (text: string) => void;
}) {
  const { trans } = useTrans();
  const [text, setText] = useState(line.text);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(text);
  };
  return (
    <form noValidate className={adminStyles.form} onSubmit={submit}>
      <div>
        <Text size="sm" weight="medium">
          {trans('English')}
        </Text>
        <div className={styles.source}>
          <Text size="sm">{line.english ?? line.key}</Text>
        </div>
      </div>
      <TextArea
        label={trans('Translation')}
        description={trans(
          'Keep the placeholders in braces as they are. Leave it empty to show the built-in text.',
        )}
        value={text}
        onChange={setText}
        isInvalid={line.error !== undefined}
        errorMessage={line.error}
        autoFocus
      />
      <div className={adminStyles.actions}>
        <Button variant="text" onPress={onCancel}>
          {trans('Cancel')}
        </Button>
        <Button type="submit">{trans('Apply')}</Button>
      </div>
    </form>
  );
}

export interface AddLineDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** Whether the language has a line of this English text already. */
  exists: (key: string) => boolean;
  /** Keeps the new line as an unsaved change. */
  onAdd: (key: string, text: string) => void;
}

/** Adds a line of the admin's: an English text (such as a menu label) and its translation. */
export function AddLineDialog({ isOpen, onClose, exists, onAdd }: AddLineDialogProps) {
  const { trans } = useTrans();
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => !open && onClose()} size="md">
      <Dialog>
        <DialogTitle>{trans('Add line')}</DialogTitle>
        <DialogBody>
          {isOpen && (
            <AddLineForm
              exists={exists}
              onCancel={onClose}
              onAdd={(key, text) => {
                onAdd(key, text);
                onClose();
              }}
            />
          )}
        </DialogBody>
      </Dialog>
    </Modal>
  );
}

function AddLineForm({
  exists,
  onCancel,
  onAdd,
}: Pick<AddLineDialogProps, 'exists' | 'onAdd'> & { onCancel: () => void }) {
  const { trans } = useTrans();
  const [key, setKey] = useState('');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [textProblem, setTextProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (key.trim() === '') setProblem(trans('A line needs its English text.'));
    else if (exists(key)) setProblem(trans('This line exists already: search for it to edit it.'));
    // An added line without a text would show nothing and be saved as nothing.
    else if (text.trim() === '') setTextProblem(trans('Enter the translation.'));
    else onAdd(key, text);
  };
  return (
    <form noValidate className={adminStyles.form} onSubmit={submit}>
      <TextField
        label={trans('English text')}
        description={trans('The text as the interface shows it in English.')}
        value={key}
        onChange={(value) => {
          setKey(value);
          setProblem(null);
        }}
        isInvalid={problem !== null}
        errorMessage={problem ?? undefined}
        autoFocus
      />
      <TextArea
        label={trans('Translation')}
        value={text}
        onChange={(value) => {
          setText(value);
          setTextProblem(null);
        }}
        isInvalid={textProblem !== null}
        errorMessage={textProblem ?? undefined}
      />
      <div className={adminStyles.actions}>
        <Button variant="text" onPress={onCancel}>
          {trans('Cancel')}
        </Button>
        <Button type="submit">{trans('Add line')}</Button>
      </div>
    </form>
  );
}
