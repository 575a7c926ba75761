import { useTrans } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import { Dialog, DialogBody, DialogTitle } from '@coffer/ui/Dialog';
import { Modal } from '@coffer/ui/Modal';
import { TextField } from '@coffer/ui/TextField';
import { useState } from 'react';
import * as styles from './editor.css';

export interface UrlDialogProps {
  /** What is asked for; closed when null. */
  kind: 'link' | 'image' | null;
  /** The link being edited. */
  initialUrl: string;
  onClose: () => void;
  onSubmit: (answer: { url: string; alt: string }) => void;
}

/** Where a link goes, or which image to show (with its text alternative): http(s), mailto or a path. */
export function UrlDialog({ kind, initialUrl, onClose, onSubmit }: UrlDialogProps) {
  const { trans } = useTrans();
  return (
    <Modal isOpen={kind !== null} onOpenChange={(open) => !open && onClose()} size="sm">
      <Dialog>
        <DialogTitle>{kind === 'image' ? trans('Add image') : trans('Link')}</DialogTitle>
        <DialogBody>
          {kind && (
            <UrlForm kind={kind} initialUrl={initialUrl} onClose={onClose} onSubmit={onSubmit} />
          )}
        </DialogBody>
      </Dialog>
    </Modal>
  );
}

const SAFE_URL = /^(https?:\/\/|mailto:|\/)/i;

function UrlForm({
  kind,
  initialUrl,
  onClose,
  onSubmit,
}: Omit<UrlDialogProps, 'kind'> & { kind: 'link' | 'image' }) {
  const { trans } = useTrans();
  const [url, setUrl] = useState(initialUrl);
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      noValidate
      className={styles.dialogForm}
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = url.trim();
        // An empty link removes it; anything else must be a web address, mailto or a path.
        if ((kind === 'image' || trimmed) && !SAFE_URL.test(trimmed)) {
          setError(trans('Enter an address starting with https://, mailto: or /.'));
          return;
        }
        onSubmit({ url: trimmed, alt: alt.trim() });
        onClose();
      }}
    >
      <TextField
        label={kind === 'image' ? trans('Image address') : trans('Address')}
        value={url}
        onChange={(value) => {
          setUrl(value);
          setError(undefined);
        }}
        type="url"
        autoFocus
        isInvalid={Boolean(error)}
        errorMessage={error}
        description={kind === 'link' ? trans('Leave it empty to remove the link.') : undefined}
      />
      {kind === 'image' && (
        <TextField
          label={trans('Text alternative')}
          description={trans('What the image shows, for people who cannot see it.')}
          value={alt}
          onChange={setAlt}
        />
      )}
      <div className={styles.dialogActions}>
        <Button variant="text" onPress={onClose}>
          {trans('Cancel')}
        </Button>
        <Button type="submit">{kind === 'image' ? trans('Add image') : trans('Apply')}</Button>
      </div>
    </form>
  );
}
