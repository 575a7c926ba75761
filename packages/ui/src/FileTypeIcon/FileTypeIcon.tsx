import type { FileCategory } from './fileCategory';
import * as styles from './fileTypeIcon.css';
import { glyphs } from './glyphs';

export const fileTypeIconSizes = ['sm', 'md', 'lg', 'xl'] as const;
export type FileTypeIconSize = (typeof fileTypeIconSizes)[number];

const pixels: Record<FileTypeIconSize, number> = { sm: 16, md: 24, lg: 32, xl: 48 };

export interface FileTypeIconProps {
  /** The file's category; get it with `fileCategory(mime, extension)`. */
  category: FileCategory;
  /**
   * Size token: sm 16, md 24, lg 32, xl 48 px.
   * @default 'md'
   */
  size?: FileTypeIconSize;
  /**
   * Accessible name (e.g. "PDF document"). Without it the icon is decorative, which is
   * right next to a file name.
   */
  'aria-label'?: string;
  /** Extra class for layout by the caller. */
  className?: string;
}

/** The attributes lucide gives its `<svg>`, besides the size. */
const lucideSvg = {
  xmlns: 'http://www.w3.org/2000/svg',
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/**
 * The icon of a file type category, in that category's colour. One `<svg>` for every
 * category (lucide's attributes, the category's lucide shapes as children keyed by
 * position): when a virtualised list reuses a row for another file, the icon is updated
 * in place instead of being unmounted and rebuilt.
 */
export function FileTypeIcon({ category, size = 'md', className, ...props }: FileTypeIconProps) {
  const label = props['aria-label'];
  const pixelSize = pixels[size];
  return (
    <svg
      {...lucideSvg}
      width={pixelSize}
      height={pixelSize}
      className={[styles.icon, styles.tones[category], className].filter(Boolean).join(' ')}
      data-category={category}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      {glyphs[category]}
    </svg>
  );
}
