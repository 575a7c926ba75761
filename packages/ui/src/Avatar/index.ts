export { Avatar, type AvatarProps, type AvatarSize, avatarSizeNames } from './Avatar';
export {
  AvatarGroup,
  type AvatarGroupPerson,
  type AvatarGroupProps,
} from './AvatarGroup';
export { avatarColor, avatarInitialsColor, avatarPalette, initialsOf } from './avatarColor';
