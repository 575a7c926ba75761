export {
  FileTypeIcon,
  type FileTypeIconProps,
  type FileTypeIconSize,
  fileTypeIconSizes,
} from './FileTypeIcon';
export { type FileCategory, fileCategories, fileCategory } from './fileCategory';
