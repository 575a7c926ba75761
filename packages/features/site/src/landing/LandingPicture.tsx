import type { CSSProperties } from 'react';
import type { BuiltInImage } from '../landing-images';

export interface LandingPictureProps {
  /** The admin's image (a URL); empty for the built-in one. */
  src: string;
  /** The site's own image for this place. */
  builtIn: BuiltInImage;
  /** Class of the `<picture>` (or `<img>`). */
  className?: string;
  style?: CSSProperties;
  /**
   * The first screen's image: fetched first and not lazily (the largest paint).
   * @default false
   */
  priority?: boolean;
}

/**
 * A band's background: the built-in image as AVIF or WebP at the width the screen needs, or
 * the admin's own image as it is. Decorative: the band's text says what it is about.
 */
export function LandingPicture({
  src,
  builtIn,
  className,
  style,
  priority = false,
}: LandingPictureProps) {
  const loading = priority ? 'eager' : 'lazy';
  const fetchPriority = priority ? 'high' : 'auto';
  if (src) {
    return (
      <img
        src={src}
        alt=""
        className={className}
        style={style}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
      />
    );
  }
  return (
    <picture className={className} style={style}>
      <source type="image/avif" srcSet={builtIn.avif} sizes="100vw" />
      <source type="image/webp" srcSet={builtIn.webp} sizes="100vw" />
      <img
        src={builtIn.fallback}
        alt=""
        width={builtIn.width}
        height={builtIn.height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
      />
    </picture>
  );
}
