import type { IgnitionTrace, TraceFrame } from '@coffer/contract';
import { Button, buttonStyle } from '@coffer/ui/Button';
import type { OutletDialogProps } from '@coffer/ui/DialogOutlet';
import { FullScreenDialog } from '@coffer/ui/FullScreenDialog';
import { useState } from 'react';
import { useTrans } from '../i18n/i18n-context';
import { CodeSnippet } from './CodeSnippet';
import * as styles from './error-dialog-styles';
import { ERROR_LOG_DOWNLOAD_URL, firstAppFrame } from './error-trace';
import { TraceFrameList } from './TraceFrameList';

export interface ErrorDialogProps extends Partial<OutletDialogProps> {
  /** The `ignitionTrace` of the failed response. */
  trace: IgnitionTrace;
  /**
   * Controlled open state, when rendered outside the dialog outlet.
   * @default open while mounted by `openDialog`
   */
  isOpen?: boolean;
  /** Called when the dialog asks to close outside the outlet. */
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * Opened by `showHttpErrorToast` (loaded on demand, so it is not in the core barrel).
 * The full-screen debug dialog for a failed request (spec §2.5 "Error dialog"): the
 * exception, its stack with vendor frames collapsed into counted groups, and the code
 * around the selected frame (the first app frame to begin with).
 */
export function ErrorDialog({ trace, isOpen, onOpenChange }: ErrorDialogProps) {
  const [selected, setSelected] = useState<TraceFrame | undefined>(() => firstAppFrame(trace));
  const [expandVendor, setExpandVendor] = useState(false);
  const { trans } = useTrans();
  return (
    <FullScreenDialog
      title={trans('An error occured')}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={
        <a href={ERROR_LOG_DOWNLOAD_URL} download className={buttonStyle({ variant: 'primary' })}>
          {trans('Download log')}
        </a>
      }
    >
      <div style={styles.summary}>
        <p style={styles.exceptionName}>{trace.exception}</p>
        <p style={styles.message}>{trace.message}</p>
      </div>
      <div style={styles.columns}>
        <section style={styles.stack} aria-label={trans('Stack trace')}>
          {trace.totalVendorGroups > 0 && (
            <Button
              variant="secondary"
              size="sm"
              aria-expanded={expandVendor}
              onPress={() => setExpandVendor((value) => !value)}
            >
              {expandVendor ? trans('Collapse vendor frames') : trans('Expand vendor frames')}
            </Button>
          )}
          <TraceFrameList
            trace={trace}
            expandVendor={expandVendor}
            selected={selected}
            onSelect={setSelected}
            onExpandVendor={() => setExpandVendor(true)}
          />
        </section>
        <section style={styles.snippetColumn} aria-label={trans('Code snippet')}>
          {selected && <CodeSnippet frame={selected} />}
        </section>
      </div>
    </FullScreenDialog>
  );
}
