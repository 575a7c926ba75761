// The landing page's own images (ADR 0027): the hero's and the bottom call to action's
// backgrounds as AVIF and WebP at three widths (made by scripts/landing-images.mjs), and SVG
// illustrations of the default features. Addressed relative to this module, so a bundler
// (Vite) emits them with hashed names and the published package carries them in dist/images.

/** A responsive image in modern formats: what a `<picture>` offers. */
export interface BuiltInImage {
  avif: string;
  webp: string;
  /** For browsers that take neither `srcset`. */
  fallback: string;
  width: number;
  height: number;
}

const hero: BuiltInImage = {
  avif: [
    `${new URL('./images/hero-640.avif', import.meta.url).href} 640w`,
    `${new URL('./images/hero-1280.avif', import.meta.url).href} 1280w`,
    `${new URL('./images/hero-1920.avif', import.meta.url).href} 1920w`,
  ].join(', '),
  webp: [
    `${new URL('./images/hero-640.webp', import.meta.url).href} 640w`,
    `${new URL('./images/hero-1280.webp', import.meta.url).href} 1280w`,
    `${new URL('./images/hero-1920.webp', import.meta.url).href} 1920w`,
  ].join(', '),
  fallback: new URL('./images/hero-1280.webp', import.meta.url).href,
  width: 1920,
  height: 1080,
};

const footer: BuiltInImage = {
  avif: [
    `${new URL('./images/footer-640.avif', import.meta.url).href} 640w`,
    `${new URL('./images/footer-1280.avif', import.meta.url).href} 1280w`,
    `${new URL('./images/footer-1920.avif', import.meta.url).href} 1920w`,
  ].join(', '),
  webp: [
    `${new URL('./images/footer-640.webp', import.meta.url).href} 640w`,
    `${new URL('./images/footer-1280.webp', import.meta.url).href} 1280w`,
    `${new URL('./images/footer-1920.webp', import.meta.url).href} 1920w`,
  ].join(', '),
  fallback: new URL('./images/footer-1280.webp', import.meta.url).href,
  width: 1920,
  height: 1080,
};

/** The default primary features' illustrations, in order. */
const primaryFeatures = [
  new URL('./images/feature-upload.svg', import.meta.url).href,
  new URL('./images/feature-share.svg', import.meta.url).href,
  new URL('./images/feature-team.svg', import.meta.url).href,
];

/** The default secondary features' illustrations, in order. */
const secondaryFeatures = [
  new URL('./images/feature-versions.svg', import.meta.url).href,
  new URL('./images/feature-servers.svg', import.meta.url).href,
];

/** What an empty image setting shows: the site's own image for that place. */
export const LANDING_IMAGES = { hero, footer, primaryFeatures, secondaryFeatures };
