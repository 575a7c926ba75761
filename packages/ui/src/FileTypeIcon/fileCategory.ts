/** The file type categories that get their own icon (spec §3). */
export const fileCategories = [
  'default',
  'audio',
  'video',
  'text',
  'pdf',
  'archive',
  'folder',
  'sharedFolder',
  'image',
  'powerPoint',
  'word',
  'spreadsheet',
] as const;
export type FileCategory = (typeof fileCategories)[number];

/** Mime types that name their category exactly; checked before the extension. */
const byMime: Record<string, FileCategory> = {
  folder: 'folder',
  'application/pdf': 'pdf',
  'application/msword': 'word',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'word',
  'application/vnd.oasis.opendocument.text': 'word',
  'application/rtf': 'word',
  'application/vnd.ms-excel': 'spreadsheet',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'spreadsheet',
  'application/vnd.oasis.opendocument.spreadsheet': 'spreadsheet',
  'text/csv': 'spreadsheet',
  'text/tab-separated-values': 'spreadsheet',
  'application/vnd.ms-powerpoint': 'powerPoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'powerPoint',
  'application/vnd.oasis.opendocument.presentation': 'powerPoint',
  'application/zip': 'archive',
  'application/x-zip-compressed': 'archive',
  'application/vnd.rar': 'archive',
  'application/x-rar-compressed': 'archive',
  'application/x-7z-compressed': 'archive',
  'application/x-tar': 'archive',
  'application/gzip': 'archive',
  'application/x-gzip': 'archive',
  'application/x-bzip2': 'archive',
  'application/x-xz': 'archive',
  'application/json': 'text',
  'application/xml': 'text',
  'application/javascript': 'text',
  'application/x-sh': 'text',
  'application/x-yaml': 'text',
};

const byExtension: Record<string, FileCategory> = Object.fromEntries(
  (
    [
      ['word', 'doc docx odt rtf pages'],
      ['spreadsheet', 'xls xlsx xlsm ods csv tsv numbers'],
      ['powerPoint', 'ppt pptx pps ppsx odp key'],
      ['archive', 'zip rar 7z tar gz tgz bz2 xz zst'],
      ['pdf', 'pdf'],
      [
        'text',
        'txt md markdown log ini cfg conf env json yaml yml xml toml html htm css scss js jsx mjs cjs ts tsx py rb go rs java kt c h cpp hpp cs php sh bash sql vue svelte',
      ],
      ['image', 'png jpg jpeg gif webp avif svg bmp ico tif tiff heic heif'],
      ['video', 'mp4 m4v mov webm mkv avi wmv mpeg mpg 3gp'],
      ['audio', 'mp3 wav ogg oga flac aac m4a opus wma mid midi'],
    ] as const
  ).flatMap(([category, list]) => list.split(' ').map((ext) => [ext, category])),
);

const byMimePrefix: ReadonlyArray<[string, FileCategory]> = [
  ['image/', 'image'],
  ['video/', 'video'],
  ['audio/', 'audio'],
  ['text/', 'text'],
];

/**
 * The icon category of a file, from its mime type and extension. An exact mime match
 * wins; then the extension (uploads often arrive as `application/octet-stream` or a
 * generic `text/plain`); then the mime family (`image/*`…); otherwise `default`.
 * A shared folder is a folder with shares: callers that know that pass `sharedFolder`
 * to `FileTypeIcon` themselves.
 */
export function fileCategory(mime?: string | null, extension?: string | null): FileCategory {
  const type = (mime ?? '').trim().toLowerCase().split(';')[0]?.trim() ?? '';
  const exact = byMime[type];
  if (exact) return exact;
  const ext = (extension ?? '').trim().toLowerCase().replace(/^\./, '');
  const fromExtension = Object.hasOwn(byExtension, ext) ? byExtension[ext] : undefined;
  if (fromExtension) return fromExtension;
  for (const [prefix, category] of byMimePrefix) {
    if (type.startsWith(prefix)) return category;
  }
  if (type.endsWith('+json') || type.endsWith('+xml')) return 'text';
  return 'default';
}
