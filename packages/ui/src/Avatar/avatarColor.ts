/**
 * The nine initials colours (spec §9). Each background carries white initials at a
 * contrast of at least 4.5:1, so an avatar reads the same in light and dark themes.
 */
export const avatarPalette = [
  '#b91c1c',
  '#c2410c',
  '#a16207',
  '#15803d',
  '#0f766e',
  '#0369a1',
  '#1d4ed8',
  '#6d28d9',
  '#be185d',
] as const;

/** Colour of the initials drawn on every palette colour. */
export const avatarInitialsColor = '#ffffff';

/**
 * Picks a palette colour from a name. The same name always gets the same colour, so a
 * person keeps their colour across sessions and devices.
 */
export function avatarColor(name: string): (typeof avatarPalette)[number] {
  let hash = 0;
  for (const char of name.trim().toLowerCase()) {
    // 31 spreads neighbouring names ("Ann", "Anne") over different colours.
    hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  }
  return avatarPalette[hash % avatarPalette.length] as (typeof avatarPalette)[number];
}

/** Up to two initials: the first letters of the first and last words of the name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ? Array.from(words[0])[0] : '';
  const last = words.length > 1 ? Array.from(words[words.length - 1] ?? '')[0] : '';
  return `${first ?? ''}${last ?? ''}`.toUpperCase();
}
