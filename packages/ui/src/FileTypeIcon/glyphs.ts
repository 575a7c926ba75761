import type { LucideIconData, LucideIconNode } from 'lucide-react';
import { __iconData as file } from 'lucide-react/icons/file';
import { __iconData as fileArchive } from 'lucide-react/icons/file-archive';
import { __iconData as fileBadge } from 'lucide-react/icons/file-badge';
import { __iconData as fileImage } from 'lucide-react/icons/file-image';
import { __iconData as fileMusic } from 'lucide-react/icons/file-music';
import { __iconData as filePlay } from 'lucide-react/icons/file-play';
import { __iconData as fileSpreadsheet } from 'lucide-react/icons/file-spreadsheet';
import { __iconData as fileText } from 'lucide-react/icons/file-text';
import { __iconData as fileType } from 'lucide-react/icons/file-type';
import { __iconData as folder } from 'lucide-react/icons/folder';
import { __iconData as folderUsers } from 'lucide-react/icons/folder-users';
import { __iconData as presentation } from 'lucide-react/icons/presentation';
import { createElement, type ReactElement } from 'react';
import type { FileCategory } from './fileCategory';

// Every `lucide-react/icons/<name>` module exports its shapes as `__iconData` (lucide's
// own `DynamicIconModule` type says so), but the types lucide ships for that subpath only
// declare the component. They all resolve to one declaration file, so this one
// augmentation types every icon module. It lives in this internal module so that the
// kit's published declarations (`FileTypeIcon/index.d.ts`) do not carry it.
declare module 'lucide-react/icons/file' {
  export const __iconData: LucideIconData;
}

/** A glyph's shapes as elements keyed by position, so React reuses them across glyphs. */
function shapes(nodes: LucideIconNode[]): ReactElement[] {
  return nodes.map(([tag, attrs, children], i) =>
    // `key: i` replaces lucide's per-shape key.
    createElement(tag, { ...attrs, key: i }, ...(children ? shapes(children) : [])),
  );
}

/**
 * Each category's shapes, built once: when the category does not change, the children are
 * the same elements and React skips them.
 */
export const glyphs: Record<FileCategory, ReactElement[]> = {
  default: shapes(file.node),
  audio: shapes(fileMusic.node),
  video: shapes(filePlay.node),
  text: shapes(fileText.node),
  pdf: shapes(fileBadge.node),
  archive: shapes(fileArchive.node),
  folder: shapes(folder.node),
  sharedFolder: shapes(folderUsers.node),
  image: shapes(fileImage.node),
  powerPoint: shapes(presentation.node),
  word: shapes(fileType.node),
  spreadsheet: shapes(fileSpreadsheet.node),
};
