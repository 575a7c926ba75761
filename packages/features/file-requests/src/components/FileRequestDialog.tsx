import type { FileEntry, FileRequest } from '@coffer/contract';
import { useTrans } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import { Dialog, DialogBody, DialogFooter, DialogTitle } from '@coffer/ui/Dialog';
import { Text } from '@coffer/ui/Text';
import { toast } from '@coffer/ui/Toast';
import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { useDeleteFileRequest, useFileRequests } from '../api/file-requests';
import { FileRequestForm } from './FileRequestForm';
import { FileRequestItem } from './FileRequestItem';
import * as styles from './file-requests.css';

export interface FileRequestDialogProps {
  /** The folder visitors upload into. */
  entry: Pick<FileEntry, 'id' | 'name'>;
  /**
   * Origin of the links shown and copied.
   * @default window.location.origin
   */
  origin?: string;
}

type Mode = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; request: FileRequest };

/**
 * File requests on a folder: upload-only links for people without an account. Lists the
 * folder's requests (link with one-click copy, state, edit, delete) and creates or edits one
 * (title, description, deadline, late uploads, password). Render it inside a `Modal`.
 */
export function FileRequestDialog({ entry, origin }: FileRequestDialogProps) {
  const { trans } = useTrans();
  const query = useFileRequests(entry.id);
  const remove = useDeleteFileRequest(entry.id);
  const requests = query.data?.fileRequests ?? [];
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [created, setCreated] = useState<string | null>(null);
  const footer = useRef<HTMLDivElement>(null);
  // A folder without requests opens straight on the form.
  const creating =
    mode.kind === 'create' || (mode.kind === 'list' && query.isSuccess && !requests.length);

  const back = () => setMode({ kind: 'list' });
  const deleteRequest = (request: FileRequest) =>
    remove.mutate(request.id, {
      onSuccess: () => {
        toast.positive(trans('File request deleted.'));
        // The focused item is gone: focus the next sensible control.
        requestAnimationFrame(() =>
          footer.current?.querySelector<HTMLButtonElement>('button')?.focus(),
        );
      },
    });

  return (
    <Dialog className={styles.dialog}>
      {({ close }) => (
        <>
          <DialogTitle>
            {trans('Request files into “{folder}”', { folder: entry.name })}
          </DialogTitle>
          <DialogBody>
            {query.isPending ? (
              <Text tone="muted">{trans('Loading…')}</Text>
            ) : query.isError ? (
              <Text tone="danger">
                {trans('Could not load the file requests. Try again in a moment.')}
              </Text>
            ) : mode.kind === 'edit' || creating ? (
              <>
                <Text as="p" tone="muted">
                  {mode.kind === 'edit'
                    ? trans('Changes apply to the link at once.')
                    : trans(
                        'Anyone with the link can upload files into this folder. They never see what is in it.',
                      )}
                </Text>
                <FileRequestForm
                  key={mode.kind === 'edit' ? mode.request.id : 'new'}
                  entryId={entry.id}
                  request={mode.kind === 'edit' ? mode.request : undefined}
                  onSaved={(saved) => {
                    if (mode.kind !== 'edit') setCreated(saved.hash);
                    back();
                  }}
                  // Without requests there is no list to go back to.
                  onCancel={requests.length ? back : close}
                />
              </>
            ) : (
              <ul className={styles.requestList} aria-label={trans('File requests')}>
                {requests.map((request) => (
                  <FileRequestItem
                    key={request.id}
                    request={request}
                    origin={origin}
                    focusCopy={request.hash === created}
                    isDeleting={remove.isPending && remove.variables === request.id}
                    onEdit={() => setMode({ kind: 'edit', request })}
                    onDelete={() => deleteRequest(request)}
                  />
                ))}
              </ul>
            )}
          </DialogBody>
          {/* Holds 'New request' first: focus lands there after a delete. */}
          <div ref={footer} className={styles.footerSlot}>
            <DialogFooter>
              {!creating && mode.kind === 'list' && (
                <Button
                  variant="outline"
                  startIcon={<Plus size={16} aria-hidden="true" />}
                  onPress={() => {
                    setCreated(null);
                    setMode({ kind: 'create' });
                  }}
                >
                  {trans('New request')}
                </Button>
              )}
              <Button variant="outline" slot="close">
                {trans('Close')}
              </Button>
            </DialogFooter>
          </div>
        </>
      )}
    </Dialog>
  );
}
