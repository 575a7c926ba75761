import type { TraceFrame } from '@coffer/contract';
import { useTrans } from '../i18n/i18n-context';
import * as styles from './error-dialog-styles';
import { frameLocation } from './error-trace';

/** The source lines around a frame, its own line marked. */
export function CodeSnippet({ frame }: { frame: TraceFrame }) {
  const lines = Object.entries(frame.codeSnippet)
    .map(([number, text]) => [Number(number), text] as const)
    .sort(([a], [b]) => a - b);
  const { trans } = useTrans();
  return (
    <>
      <h3 style={styles.snippetHeader}>
        {frame.method} — {frameLocation(frame)}
      </h3>
      {lines.length === 0 ? (
        <p style={styles.noSnippet}>{trans('The source of this frame is not available.')}</p>
      ) : (
        <section
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the snippet scrolls sideways, so keyboard users must be able to reach it.
          tabIndex={0}
          aria-label={trans('Code of {location}', { location: frameLocation(frame) })}
          style={styles.snippet}
        >
          <pre style={styles.pre}>
            {lines.map(([number, text]) => {
              const isSelected = number === frame.lineNumber;
              return (
                <code
                  key={number}
                  style={styles.snippetLine(isSelected)}
                  aria-current={isSelected ? 'true' : undefined}
                >
                  <span style={styles.lineNumber}>{number}</span>
                  <span>{text || ' '}</span>
                </code>
              );
            })}
          </pre>
        </section>
      )}
    </>
  );
}
