// The landing page's own images (ADR 0027): the hero's and the bottom call to action's
// backgrounds as AVIF and WebP at three widths (made by scripts/landing-images.mjs), and SVG
// illustrations of the default features. Addressed relative to this module, so a bundler
// (Vite) emits them with hashed names and the published package carries them in dist/images.

/**
 * A built image's address: the path alone on the page's own origin, and where the server
 * renders the page (ADR 0030, whose modules are files), so that both give the same markup; the
 * whole address when the images are served from elsewhere.
 */
function builtUrl(url: URL): string {
  if (url.protocol === 'file:') return url.pathname;
  const page = typeof location === 'undefined' ? undefined : location.origin;
  return url.origin === page ? url.pathname : url.href;
}

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
    `${builtUrl(new URL('./images/hero-640.avif', import.meta.url))} 640w`,
    `${builtUrl(new URL('./images/hero-1280.avif', import.meta.url))} 1280w`,
    `${builtUrl(new URL('./images/hero-1920.avif', import.meta.url))} 1920w`,
  ].join(', '),
  webp: [
    `${builtUrl(new URL('./images/hero-640.webp', import.meta.url))} 640w`,
    `${builtUrl(new URL('./images/hero-1280.webp', import.meta.url))} 1280w`,
    `${builtUrl(new URL('./images/hero-1920.webp', import.meta.url))} 1920w`,
  ].join(', '),
  fallback: builtUrl(new URL('./images/hero-1280.webp', import.meta.url)),
  width: 1920,
  height: 1080,
};

const footer: BuiltInImage = {
  avif: [
    `${builtUrl(new URL('./images/footer-640.avif', import.meta.url))} 640w`,
    `${builtUrl(new URL('./images/footer-1280.avif', import.meta.url))} 1280w`,
    `${builtUrl(new URL('./images/footer-1920.avif', import.meta.url))} 1920w`,
  ].join(', '),
  webp: [
    `${builtUrl(new URL('./images/footer-640.webp', import.meta.url))} 640w`,
    `${builtUrl(new URL('./images/footer-1280.webp', import.meta.url))} 1280w`,
    `${builtUrl(new URL('./images/footer-1920.webp', import.meta.url))} 1920w`,
  ].join(', '),
  fallback: builtUrl(new URL('./images/footer-1280.webp', import.meta.url)),
  width: 1920,
  height: 1080,
};

/** The default primary features' illustrations, in order. */
const primaryFeatures = [
  builtUrl(new URL('./images/feature-upload.svg', import.meta.url)),
  builtUrl(new URL('./images/feature-share.svg', import.meta.url)),
  builtUrl(new URL('./images/feature-team.svg', import.meta.url)),
];

/** The default secondary features' illustrations, in order. */
const secondaryFeatures = [
  builtUrl(new URL('./images/feature-versions.svg', import.meta.url)),
  builtUrl(new URL('./images/feature-servers.svg', import.meta.url)),
];

/** What an empty image setting shows: the site's own image for that place. */
export const LANDING_IMAGES = { hero, footer, primaryFeatures, secondaryFeatures };
