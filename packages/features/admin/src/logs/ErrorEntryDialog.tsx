import type { ErrorLogEntry } from '@coffer/contract';
import { useTrans } from '@coffer/core';
import { Dialog, DialogBody, DialogTitle } from '@coffer/ui/Dialog';
import { Modal } from '@coffer/ui/Modal';
import { Text } from '@coffer/ui/Text';
import * as styles from './logs.css';

export interface ErrorEntryDialogProps {
  /** The entry shown; null keeps the dialog closed. */
  entry: ErrorLogEntry | null;
  onClose: () => void;
}

/** An error log entry in full: its message, its context and its stack trace. */
export function ErrorEntryDialog({ entry, onClose }: ErrorEntryDialogProps) {
  const { trans, formatDate } = useTrans();
  return (
    <Modal isOpen={entry !== null} onOpenChange={(open) => !open && onClose()} size="lg">
      <Dialog>
        <DialogTitle>{trans('Error log entry')}</DialogTitle>
        <DialogBody>
          {entry && (
            <div className={styles.details}>
              <Text as="p">{entry.message}</Text>
              <dl className={styles.facts}>
                <dt>
                  <Text size="sm" weight="medium">
                    {trans('Level')}
                  </Text>
                </dt>
                <dd className={styles.factValue}>
                  <Text size="sm">{entry.level}</Text>
                </dd>
                <dt>
                  <Text size="sm" weight="medium">
                    {trans('Time')}
                  </Text>
                </dt>
                <dd className={styles.factValue}>
                  <Text size="sm">
                    {entry.datetime
                      ? formatDate(entry.datetime, { dateStyle: 'medium', timeStyle: 'medium' })
                      : trans('Unknown')}
                  </Text>
                </dd>
                {Object.entries(entry.context).map(([name, value]) => (
                  <ContextFact key={name} name={name} value={value} />
                ))}
              </dl>
              {entry.details && (
                // Scrolls by keyboard too: the region takes focus, named for what it holds.
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable.
                <section className={styles.scroller} tabIndex={0} aria-label={trans('Stack trace')}>
                  <pre className={styles.preformatted}>{entry.details}</pre>
                </section>
              )}
            </div>
          )}
        </DialogBody>
      </Dialog>
    </Modal>
  );
}

function ContextFact({ name, value }: { name: string; value: string }) {
  const { trans } = useTrans();
  const label =
    name === 'method'
      ? trans('Method')
      : name === 'url'
        ? trans('URL')
        : name === 'exception'
          ? trans('Exception')
          : name;
  return (
    <>
      <dt>
        <Text size="sm" weight="medium">
          {label}
        </Text>
      </dt>
      <dd className={styles.factValue}>
        <Text size="sm" className={styles.mono}>
          {value}
        </Text>
      </dd>
    </>
  );
}
