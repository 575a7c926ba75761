import { useTrans } from '@coffer/core';
import { Dialog, DialogBody, DialogTitle } from '@coffer/ui/Dialog';
import { Heading } from '@coffer/ui/Heading';
import { Modal } from '@coffer/ui/Modal';
import { ProgressCircle } from '@coffer/ui/ProgressCircle';
import { Text } from '@coffer/ui/Text';
import { useOutgoingEmail } from './api';
import { EmailStatus } from './EmailStatus';
import * as styles from './logs.css';

export interface EmailPreviewDialogProps {
  /** The message shown; null keeps the dialog closed. */
  id: number | null;
  onClose: () => void;
}

/**
 * A sent message exactly as stored. Its HTML is shown only inside a frame with every
 * sandbox restriction (`sandbox=""`): no script runs, no form posts, no link navigates this
 * page, and the frame has an origin of its own, so the message can read nothing of the site.
 * It is never put into this page's DOM.
 */
export function EmailPreviewDialog({ id, onClose }: EmailPreviewDialogProps) {
  const { trans, formatDate } = useTrans();
  const email = useOutgoingEmail(id);
  const message = email.data?.email;
  return (
    <Modal isOpen={id !== null} onOpenChange={(open) => !open && onClose()} size="lg">
      <Dialog>
        <DialogTitle>{message?.subject ?? trans('Email preview')}</DialogTitle>
        <DialogBody>
          {!message ? (
            <ProgressCircle isIndeterminate aria-label={trans('Loading')} />
          ) : (
            <div className={styles.details}>
              <dl className={styles.facts}>
                <dt>
                  <Text size="sm" weight="medium">
                    {trans('To')}
                  </Text>
                </dt>
                <dd className={styles.factValue}>
                  <Text size="sm">{message.to}</Text>
                </dd>
                <dt>
                  <Text size="sm" weight="medium">
                    {trans('Date')}
                  </Text>
                </dt>
                <dd className={styles.factValue}>
                  <Text size="sm">
                    {formatDate(message.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
                  </Text>
                </dd>
                <dt>
                  <Text size="sm" weight="medium">
                    {trans('Status')}
                  </Text>
                </dt>
                <dd className={styles.factValue}>
                  <EmailStatus status={message.status} />
                  {message.error && (
                    <Text size="sm" tone="danger">
                      {message.error}
                    </Text>
                  )}
                </dd>
              </dl>
              <iframe
                className={styles.preview}
                title={trans('Message as sent')}
                sandbox=""
                srcDoc={message.html}
              />
              <Heading level={3} size="xs">
                {trans('Plain text')}
              </Heading>
              {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable, so the keyboard scrolls it too. */}
              <section className={styles.scroller} tabIndex={0} aria-label={trans('Plain text')}>
                <pre className={styles.preformatted}>{message.text}</pre>
              </section>
            </div>
          )}
        </DialogBody>
      </Dialog>
    </Modal>
  );
}
