import { fileEntryCategories } from '../file-category';

/** `file_entries.type`: `folder` or a file category. */
export const fileEntryTypes = ['folder', ...fileEntryCategories] as const;
export type FileEntryType = (typeof fileEntryTypes)[number];

export const driveSections = [
  'home',
  'folder',
  'recent',
  'trash',
  'starred',
  'sharedWithMe',
  'sharedByMe',
  'search',
] as const;
export type DriveSection = (typeof driveSections)[number];

export const driveOrderBy = [
  'name',
  'file_size',
  'updated_at',
  'created_at',
  'type',
  'extension',
] as const;
export type DriveOrderBy = (typeof driveOrderBy)[number];

export const DRIVE_PER_PAGE_DEFAULT = 50;
export const DRIVE_PER_PAGE_MAX = 100;
export const ENTRY_NAME_MAX_LENGTH = 255;
export const ENTRY_DESCRIPTION_MAX_LENGTH = 2000;

/** Suffix of a duplicated entry's name (before a file's extension). */
export const DUPLICATE_SUFFIX = ' - Copy';

export const DRIVE_MESSAGES = {
  folderExists: 'Folder with same name already exists.',
  fileExists: 'A file with the same name already exists in this folder.',
  moveIntoItself: 'You cannot move a folder into itself or one of its subfolders.',
  notAFolder: 'The destination must be a folder.',
  otherWorkspace: 'Entries cannot be moved to another workspace.',
  notFound: 'File entry not found.',
  quotaExceeded: 'You have exhausted your allowed space. Delete some files or upgrade your plan.',
  unauthorized: 'This action is unauthorized.',
  nameRequired: 'The name field is required.',
  nameTooLong: `The name may not be greater than ${ENTRY_NAME_MAX_LENGTH} characters.`,
  nameSlashes: 'The name may not contain slashes.',
  nameInvisible: 'The name may not contain control or text-direction characters.',
} as const;

export const UPLOAD_MESSAGES = {
  tooLarge: 'The file is larger than the maximum upload size.',
  extensionNotAllowed: 'Files of this type cannot be uploaded.',
  uploadNotFound: 'The upload was not found or has expired.',
  uploadIncomplete: 'The upload has not received all of its bytes yet.',
  fileRequired: 'Choose a file to upload.',
  nameRequired: 'The file needs a name.',
} as const;
