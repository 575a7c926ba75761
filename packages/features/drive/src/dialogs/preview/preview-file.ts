import type { FileEntry } from '@coffer/contract';

/** What the previewer needs of a file: a drive entry has it, and so may any other record. */
export type PreviewFile = Pick<
  FileEntry,
  'id' | 'name' | 'type' | 'mime' | 'extension' | 'file_size'
>;
