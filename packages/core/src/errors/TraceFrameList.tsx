import type { IgnitionTrace, TraceFrame } from '@coffer/contract';
import { UnstyledButton } from '@coffer/ui/UnstyledButton';
import { useTrans } from '../i18n/i18n-context';
import * as styles from './error-dialog-styles';
import { frameLocation, traceRows } from './error-trace';

export interface TraceFrameListProps {
  trace: IgnitionTrace;
  /** Whether vendor groups are listed frame by frame. */
  expandVendor: boolean;
  /** The frame whose code is shown. */
  selected: TraceFrame | undefined;
  onSelect: (frame: TraceFrame) => void;
  /** Pressing a collapsed group expands the vendor frames. */
  onExpandVendor: () => void;
}

/** The stack, newest call first; each frame is a button that shows its code. */
export function TraceFrameList({
  trace,
  expandVendor,
  selected,
  onSelect,
  onExpandVendor,
}: TraceFrameListProps) {
  const { trans } = useTrans();
  return (
    <ol style={styles.frameList}>
      {traceRows(trace, expandVendor).map((row) => {
        if (row.kind === 'vendor-group') {
          const count = row.frames.length;
          return (
            <li key={`group-${row.groupIndex}`}>
              <UnstyledButton
                onPress={onExpandVendor}
                style={({ isHovered, isFocusVisible }) =>
                  styles.frameButton({
                    isCurrent: false,
                    isHovered,
                    isFocusVisible,
                    isVendor: true,
                  })
                }
              >
                {trans('{count, plural, one {# vendor frame} other {# vendor frames}}', { count })}
              </UnstyledButton>
            </li>
          );
        }
        const { frame, isVendor } = row;
        const isCurrent = selected?.flatIndex === frame.flatIndex;
        return (
          <li key={frame.flatIndex}>
            <UnstyledButton
              aria-current={isCurrent ? 'true' : undefined}
              onPress={() => onSelect(frame)}
              style={({ isHovered, isFocusVisible }) =>
                styles.frameButton({ isCurrent, isHovered, isFocusVisible, isVendor })
              }
            >
              <span style={styles.frameMethod}>{frame.method}</span>
              <span>{frameLocation(frame)}</span>
            </UnstyledButton>
          </li>
        );
      })}
    </ol>
  );
}
