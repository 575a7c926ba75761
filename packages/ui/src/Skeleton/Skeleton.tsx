import type { CSSProperties } from 'react';
import * as styles from './skeleton.css';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export interface SkeletonProps {
  /**
   * Shape of the placeholder: lines of text, a rectangle (a thumbnail, a card) or a
   * circle (an avatar).
   * @default 'text'
   */
  shape?: SkeletonShape;
  /**
   * Number of text lines; the last one is shorter, as a paragraph's is.
   * @default 1
   */
  lines?: number;
  /**
   * Width (CSS length or pixels). Text and rectangles fill their container by default.
   * @default '100%' (a circle: its height)
   */
  width?: CSSProperties['width'];
  /**
   * Height (CSS length or pixels).
   * @default '1em' for text, 80 for a rectangle, 32 for a circle
   */
  height?: CSSProperties['height'];
  /** Extra class for layout by the caller. */
  className?: string;
}

/**
 * A placeholder in the shape of content that is loading. Hidden from assistive
 * technology: announce loading once for the region (e.g. `aria-busy` on its container)
 * rather than once per placeholder. The shimmer stops under reduced motion.
 */
export function Skeleton({ shape = 'text', lines = 1, width, height, className }: SkeletonProps) {
  const classes = (extra?: string) =>
    [styles.skeleton({ shape }), extra, className].filter(Boolean).join(' ');
  if (shape === 'text') {
    return (
      <span aria-hidden="true" className={styles.lines} style={{ width }}>
        {Array.from({ length: Math.max(1, lines) }, (_, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: identical, static lines
            key={index}
            className={classes(lines > 1 && index === lines - 1 ? styles.lastLine : undefined)}
            style={{ height }}
          />
        ))}
      </span>
    );
  }
  const size = height ?? (shape === 'circle' ? 32 : 80);
  return (
    <span
      aria-hidden="true"
      className={classes()}
      style={{ width: width ?? (shape === 'circle' ? size : '100%'), height: size }}
    />
  );
}
