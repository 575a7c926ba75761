import {
  File,
  FileArchive,
  FileBadge,
  FileImage,
  FileMusic,
  FilePlay,
  FileSpreadsheet,
  FileText,
  FileType,
  Folder,
  FolderUsers,
  type LucideIcon,
  Presentation,
} from 'lucide-react';
import type { FileCategory } from './fileCategory';
import * as styles from './fileTypeIcon.css';

export const fileTypeIconSizes = ['sm', 'md', 'lg', 'xl'] as const;
export type FileTypeIconSize = (typeof fileTypeIconSizes)[number];

const pixels: Record<FileTypeIconSize, number> = { sm: 16, md: 24, lg: 32, xl: 48 };

const glyphs: Record<FileCategory, LucideIcon> = {
  default: File,
  audio: FileMusic,
  video: FilePlay,
  text: FileText,
  pdf: FileBadge,
  archive: FileArchive,
  folder: Folder,
  sharedFolder: FolderUsers,
  image: FileImage,
  powerPoint: Presentation,
  word: FileType,
  spreadsheet: FileSpreadsheet,
};

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

/** The icon of a file type category, in that category's colour. */
export function FileTypeIcon({ category, size = 'md', className, ...props }: FileTypeIconProps) {
  const Glyph = glyphs[category];
  const label = props['aria-label'];
  return (
    <Glyph
      size={pixels[size]}
      data-category={category}
      className={[styles.icon, styles.tones[category], className].filter(Boolean).join(' ')}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    />
  );
}
