import type { PublicFileRequest } from '@coffer/contract';
import { isHttpError, useTrans } from '@coffer/core';
import { EmptyState } from '@coffer/ui/EmptyState';
import { Heading } from '@coffer/ui/Heading';
import { Text } from '@coffer/ui/Text';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { useFileRequestPage } from '../api/file-requests';
import * as styles from './file-requests.css';
import { RequestPasswordForm, VisitorDetailsForm } from './VisitorForms';

// The upload area (drop zone, drag-and-drop plumbing, progress) shows once the visitor has
// given their details, so a first visit, which shows the details form, does not load it.
const RequestUploader = lazy(async () => ({
  default: (await import('./RequestUploader')).RequestUploader,
}));

/**
 * `/drive/r/{hash}`: a file request for visitors — what is asked and by when, the password
 * step when there is one, their name and email, then the upload area and their own
 * uploads. A closed request (deadline passed, no late uploads) and a removed one each get
 * a clear page of their own.
 */
export function FileRequestPage() {
  const { trans } = useTrans();
  const { hash = '' } = useParams();
  const query = useFileRequestPage(hash);
  const [changingVisitor, setChangingVisitor] = useState(false);

  if (query.isPending)
    return (
      <main className={styles.page}>
        <Text tone="muted">{trans('Loading…')}</Text>
      </main>
    );
  if (query.isError || !query.data) {
    const gone = isHttpError(query.error) && query.error.status === 404;
    return (
      <main className={styles.page}>
        <EmptyState
          headingLevel={2}
          title={
            gone
              ? trans('This file request is no longer available')
              : trans('Could not open this request')
          }
          description={
            gone
              ? trans(
                  'It was removed, or its folder is gone. Ask the person who sent you the link for a new one.',
                )
              : trans('Try again in a moment.')
          }
        />
      </main>
    );
  }
  const page = query.data;
  const { request } = page;

  return (
    <main className={styles.page}>
      <Heading level={1}>{request.title}</Heading>
      <Text as="p" tone="muted">
        {trans('{owner} is asking you for files.', { owner: request.owner_name })}
      </Text>
      {request.description && <Text as="p">{request.description}</Text>}
      <DeadlineLine request={request} />
      {page.passwordRequired ? (
        <RequestPasswordForm hash={hash} />
      ) : request.closed ? (
        <EmptyState
          headingLevel={2}
          title={trans('This file request is closed')}
          description={trans(
            'Its deadline has passed, so it no longer accepts files. If you still need to send something, ask {owner}.',
            { owner: request.owner_name },
          )}
        />
      ) : !page.visitor || changingVisitor ? (
        <VisitorDetailsForm
          hash={hash}
          current={page.visitor}
          onSaved={() => setChangingVisitor(false)}
          onCancel={page.visitor ? () => setChangingVisitor(false) : undefined}
        />
      ) : (
        <Suspense fallback={<Text tone="muted">{trans('Loading…')}</Text>}>
          <RequestUploader
            hash={hash}
            page={page}
            onChangeVisitor={() => setChangingVisitor(true)}
          />
        </Suspense>
      )}
    </main>
  );
}

function DeadlineLine({ request }: { request: PublicFileRequest }) {
  const { trans, formatDate } = useTrans();
  if (!request.deadline) return null;
  const when = formatDate(request.deadline, { dateStyle: 'full', timeStyle: 'short' });
  const passed = Date.parse(request.deadline) <= Date.now();
  return (
    <Text as="p" weight="medium">
      {!passed
        ? trans('Please send your files by {when}.', { when })
        : request.allow_late_uploads
          ? trans('The deadline was {when}. Late files are still accepted.', { when })
          : trans('The deadline was {when}.', { when })}
    </Text>
  );
}
