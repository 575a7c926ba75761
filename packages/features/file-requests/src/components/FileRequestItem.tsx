import type { FileRequest } from '@coffer/contract';
import { useTrans } from '@coffer/core';
import { Badge } from '@coffer/ui/Badge';
import { Button } from '@coffer/ui/Button';
import { Inline } from '@coffer/ui/Inline';
import { Text } from '@coffer/ui/Text';
import { TextField } from '@coffer/ui/TextField';
import { toast } from '@coffer/ui/Toast';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { fileRequestUrl } from '../api/file-requests';
import * as styles from './file-requests.css';

export interface FileRequestItemProps {
  request: FileRequest;
  origin?: string;
  /** Put focus on 'Copy link' when shown (right after the request was created). */
  focusCopy?: boolean;
  isDeleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** How long the 'Copied' mark stays beside the button. */
const COPIED_MS = 2500;

/**
 * One request in the dialog: title, state (deadline, closed, password, files received),
 * its link with one-click copy (a toast and a 'Copied' mark confirm it), edit, and delete
 * behind an inline confirmation.
 */
export function FileRequestItem({
  request,
  origin,
  focusCopy = false,
  isDeleting,
  onEdit,
  onDelete,
}: FileRequestItemProps) {
  const { trans, formatDate, dateStyle } = useTrans();
  const url = fileRequestUrl(request.hash, origin);
  const [copied, setCopied] = useState(false);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast.positive(trans('Link copied to clipboard.'));
    } catch {
      toast.danger(trans('Could not copy the link. Select it and copy it by hand.'));
    }
  };
  const when = (iso: string) => formatDate(iso, { dateStyle, timeStyle: 'short' });
  const facts = [
    request.deadline
      ? request.closed
        ? trans('Closed {date}', { date: when(request.deadline) })
        : trans('Due {date}', { date: when(request.deadline) })
      : trans('No deadline'),
    ...(request.deadline && request.allow_late_uploads ? [trans('late uploads allowed')] : []),
    ...(request.has_password ? [trans('password protected')] : []),
    trans('{count, plural, one {# file received} other {# files received}}', {
      count: request.upload_count,
    }),
  ];

  return (
    <li className={styles.requestItem} aria-label={request.title}>
      <Inline gap="md">
        <Text weight="medium">{request.title}</Text>
        {request.closed && <Badge tone="neutral">{trans('Closed')}</Badge>}
      </Inline>
      <Text as="p" size="sm" tone="muted">
        {facts.join(' · ')}
      </Text>
      <Inline gap="sm" align="end" wrap={false}>
        <TextField
          className={styles.linkField}
          aria-label={trans('Link to “{title}”', { title: request.title })}
          value={url}
          isReadOnly
        />
        <Button
          variant="outline"
          autoFocus={focusCopy}
          aria-label={trans('Copy link to “{title}”', { title: request.title })}
          startIcon={<Copy size={16} aria-hidden="true" />}
          onPress={copy}
        >
          {trans('Copy link')}
        </Button>
      </Inline>
      <span role="status" className={styles.copied}>
        {copied && (
          <>
            <Check size={14} aria-hidden="true" /> {trans('Copied')}
          </>
        )}
      </span>
      {confirming ? (
        <div className={styles.confirm}>
          <Text as="p" size="sm">
            {trans(
              'Delete this request? Its link stops working; files already received stay in the folder.',
            )}
          </Text>
          <Inline gap="md">
            <Button variant="text" size="sm" onPress={() => setConfirming(false)}>
              {trans('Keep it')}
            </Button>
            <Button
              variant="danger"
              size="sm"
              autoFocus
              // Not `isPending`: the button goes with the item, its announcement must not linger.
              isDisabled={isDeleting}
              aria-label={trans('Delete request “{title}”', { title: request.title })}
              onPress={onDelete}
            >
              {trans('Delete request')}
            </Button>
          </Inline>
        </div>
      ) : (
        <Inline gap="md">
          <Button
            variant="text"
            size="sm"
            aria-label={trans('Edit “{title}”', { title: request.title })}
            onPress={onEdit}
          >
            {trans('Edit')}
          </Button>
          <Button
            variant="text"
            size="sm"
            aria-label={trans('Delete “{title}”…', { title: request.title })}
            onPress={() => setConfirming(true)}
          >
            {trans('Delete')}
          </Button>
        </Inline>
      )}
    </li>
  );
}
