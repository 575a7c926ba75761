// Renders the landing page's built-in photos-like images (the hero's and the bottom call to
// action's backgrounds) from the SVG scenes below into AVIF and WebP at the widths the page's
// `srcset` offers, into src/images/. Run after changing a scene:
//
//   node packages/features/site/scripts/landing-images.mjs
//
// The outputs are committed (a few KB each), so neither a build nor a test needs sharp;
// sharp comes from the server's dependencies.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(new URL('../../../../apps/server/package.json', import.meta.url));
const sharp = require('sharp');
const out = (name) => fileURLToPath(new URL(`../src/images/${name}`, import.meta.url));

/** The widths each image is offered at (the page's `srcset`). */
export const WIDTHS = [640, 1280, 1920];

// Soft shapes of light on a deep gradient, with a few file cards: blurred raster suits them
// better than an SVG the browser would have to blur on every paint.
const cards = (seed) =>
  Array.from({ length: 9 }, (_, i) => {
    const x = ((i * 211 + seed * 97) % 1700) + 60;
    const y = ((i * 137 + seed * 53) % 820) + 80;
    const r = ((i * 29 + seed) % 24) - 12;
    return `<g transform="translate(${x} ${y}) rotate(${r})" opacity="0.55"><rect width="150" height="190" rx="14" fill="#ffffff" fill-opacity="0.16" stroke="#ffffff" stroke-opacity="0.35"/><rect x="22" y="30" width="106" height="10" rx="5" fill="#ffffff" fill-opacity="0.45"/><rect x="22" y="52" width="80" height="10" rx="5" fill="#ffffff" fill-opacity="0.3"/><path d="M150 0v40h-40z" fill="#ffffff" fill-opacity="0.25"/></g>`;
  }).join('');

const scenes = {
  hero: `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080" viewBox="0 0 1920 1080">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f2a63"/><stop offset="0.55" stop-color="#1d4ed8"/><stop offset="1" stop-color="#0e7490"/></linearGradient>
    <filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="90"/></filter>
    <filter id="soft"><feGaussianBlur stdDeviation="2"/></filter>
  </defs>
  <rect width="1920" height="1080" fill="url(#bg)"/>
  <g filter="url(#blur)"><circle cx="360" cy="260" r="300" fill="#60a5fa" fill-opacity="0.7"/><circle cx="1500" cy="820" r="360" fill="#2dd4bf" fill-opacity="0.55"/><circle cx="1180" cy="180" r="220" fill="#a78bfa" fill-opacity="0.5"/></g>
  <g filter="url(#soft)">${cards(3)}</g>
</svg>`,
  footer: `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080" viewBox="0 0 1920 1080">
  <defs>
    <linearGradient id="bg" x1="1" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#134e4a"/><stop offset="0.5" stop-color="#0f766e"/><stop offset="1" stop-color="#1e3a8a"/></linearGradient>
    <filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="100"/></filter>
    <filter id="soft"><feGaussianBlur stdDeviation="2"/></filter>
  </defs>
  <rect width="1920" height="1080" fill="url(#bg)"/>
  <g filter="url(#blur)"><circle cx="1560" cy="240" r="320" fill="#5eead4" fill-opacity="0.55"/><circle cx="300" cy="860" r="340" fill="#3b82f6" fill-opacity="0.6"/></g>
  <g filter="url(#soft)">${cards(7)}</g>
</svg>`,
};

for (const [name, svg] of Object.entries(scenes)) {
  const master = await sharp(Buffer.from(svg)).png().toBuffer();
  for (const width of WIDTHS) {
    const resized = sharp(master).resize({ width });
    writeFileSync(
      out(`${name}-${width}.avif`),
      await resized.clone().avif({ quality: 50, effort: 6 }).toBuffer(),
    );
    writeFileSync(
      out(`${name}-${width}.webp`),
      await resized.clone().webp({ quality: 70 }).toBuffer(),
    );
  }
}
console.log('Wrote the landing images to src/images/.');
