import { useState } from 'react';
import { type AvatarSize, avatarSizes } from '../theme/tokens';
import * as styles from './avatar.css';
import { avatarColor, avatarInitialsColor, initialsOf } from './avatarColor';

export const avatarSizeNames = Object.keys(avatarSizes) as AvatarSize[];
export type { AvatarSize };

export interface AvatarProps {
  /** The person's name: the accessible label, the source of the initials and their colour. */
  name: string;
  /** Picture URL. When missing or when it fails to load, the initials show instead. */
  src?: string | null;
  /**
   * Size token: xs 18, sm 24, md 32, lg 40, xl 60 px.
   * @default 'md'
   */
  size?: AvatarSize;
  /** Extra class for layout by the caller. */
  className?: string;
}

/**
 * A person's picture, or their initials on one of nine colours picked from the name.
 * Announced as an image named after the person.
 */
export function Avatar({ name, src, size = 'md', className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const tryImage = Boolean(src) && src !== failedSrc;
  // Initials stay until the picture has loaded, so a slow picture never leaves an empty circle.
  const showInitials = !tryImage || src !== loadedSrc;
  const pixels = avatarSizes[size];
  // Two letters do not fit in 18 px.
  const initials = size === 'xs' ? initialsOf(name).slice(0, 1) : initialsOf(name);
  return (
    <span
      role="img"
      aria-label={name}
      className={[styles.avatar, className].filter(Boolean).join(' ')}
      style={{
        width: pixels,
        height: pixels,
        fontSize: Math.round(pixels * 0.42),
        background: showInitials ? avatarColor(name) : undefined,
        color: avatarInitialsColor,
      }}
    >
      {showInitials && <span aria-hidden="true">{initials}</span>}
      {tryImage && (
        <img
          className={src === loadedSrc ? styles.image : `${styles.image} ${styles.imageLoading}`}
          src={src ?? undefined}
          alt=""
          onLoad={() => setLoadedSrc(src ?? null)}
          onError={() => setFailedSrc(src ?? null)}
        />
      )}
    </span>
  );
}
