export { Chip, type ChipProps, Tag, type TagProps } from './Tag';
export { TagGroup, type TagGroupProps } from './TagGroup';
