export { Icon, type IconProps, type IconSize, iconPixels, iconSizes } from './Icon';
