import { createGlobalThemeContract } from '@vanilla-extract/css';
import { font, lightColors, radius, space } from './tokens';

function contractOf<T extends Record<string, string>>(tokens: T): { [K in keyof T]: string } {
  return Object.fromEntries(Object.keys(tokens).map((key) => [key, ''])) as {
    [K in keyof T]: string;
  };
}

/**
 * The one theme contract. Its CSS variables have stable names (`--coffer-color-primary`)
 * rather than hashed ones, so themes stored in settings (the appearance editor) and the
 * server's first paint can address them without importing this package.
 */
export const vars = createGlobalThemeContract(
  {
    color: contractOf(lightColors),
    font: contractOf(font),
    radius: contractOf(radius),
    space: contractOf(space),
  },
  (_value, path) => `coffer-${path.map(kebab).join('-')}`,
);

function kebab(segment: string): string {
  return segment.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}
