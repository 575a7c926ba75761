import type { LucideIcon, LucideProps } from 'lucide-react';
import * as styles from './icon.css';

export const iconSizes = ['sm', 'md', 'lg'] as const;
export type IconSize = (typeof iconSizes)[number];

/** Pixel size of each icon size token. */
export const iconPixels: Record<IconSize, number> = { sm: 16, md: 20, lg: 24 };

export interface IconProps
  extends Omit<LucideProps, 'ref' | 'size' | 'aria-label' | 'aria-hidden' | 'role'> {
  /** The glyph: a lucide-react icon component, imported by the caller (`import { Folder } from 'lucide-react'`). */
  icon: LucideIcon;
  /**
   * Size token: sm 16 px, md 20 px, lg 24 px.
   * @default 'md'
   */
  size?: IconSize;
  /**
   * Accessible name. Without it the icon is decorative and hidden from assistive
   * technology; with it the icon is announced as an image.
   */
  'aria-label'?: string;
  /** Extra class for layout by the caller. */
  className?: string;
}

/**
 * An icon from the lucide set. It takes the icon component rather than a name, so a
 * bundle only contains the icons it imports. Colour follows `currentColor`.
 */
export function Icon({ icon: Glyph, size = 'md', className, ...props }: IconProps) {
  const label = props['aria-label'];
  return (
    <Glyph
      {...props}
      size={iconPixels[size]}
      className={className ? `${styles.icon} ${className}` : styles.icon}
      // A named icon is content (role img); an unnamed one is decoration that screen
      // readers must skip, or they read out nothing useful.
      role={label ? 'img' : undefined}
      aria-hidden={label ? undefined : true}
      focusable="false"
    />
  );
}
