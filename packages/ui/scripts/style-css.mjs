// The `index` entry imports every component, so its CSS is the whole kit's stylesheet.
// Publish it as `@coffer/ui/style.css`, without the build's source-location comments.
import { readFileSync, writeFileSync } from 'node:fs';

const dist = new URL('../dist/', import.meta.url);
const css = readFileSync(new URL('index.css', dist), 'utf8')
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/\n{3,}/g, '\n\n');
writeFileSync(new URL('style.css', dist), `${css.trim()}\n`);
