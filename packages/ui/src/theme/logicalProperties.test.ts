import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The kit's src/ (jsdom's URL class is not Node's: resolve the path, not a URL).
const src = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Every style module of the kit. */
function styleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return styleFiles(path);
    return entry.name.endsWith('.css.ts') ? [path] : [];
  });
}

/**
 * What would not mirror right-to-left: a physical side as a property (`left`, `marginRight`,
 * `borderTopLeftRadius`…), as a `textAlign`/`float`/`clear` value, or a padding or margin
 * shorthand of four values, whose second and fourth are the right and left sides.
 */
const physical = [
  /^\s*['"]?(left|right)['"]?\s*:/,
  /^\s*['"]?(margin|padding|border|scrollMargin|scrollPadding)(Left|Right)\w*['"]?\s*:/,
  /^\s*['"]?border(Top|Bottom)(Left|Right)Radius['"]?\s*:/,
  /^\s*['"]?(textAlign|float|clear)['"]?\s*:\s*['"](left|right)['"]/,
  /^\s*['"]?(margin|padding)['"]?\s*:\s*['"`][^'"`\s()]+(\s+[^'"`\s()]+){3}['"`]/,
];

/** The lines of a style module that use a physical side, as `file:line: text`. */
function physicalSides(file: string, source: string): string[] {
  return source
    .split('\n')
    .flatMap((line, index) =>
      physical.some((pattern) => pattern.test(line))
        ? [`${relative(src, file)}:${index + 1}: ${line.trim()}`]
        : [],
    );
}

describe('right-to-left: the kit styles with logical properties', () => {
  it('finds the kit style modules', () => {
    expect(styleFiles(src).length).toBeGreaterThan(40);
  });

  it('no style module uses a left or right side (marginInlineStart, insetInlineEnd, textAlign start… instead)', () => {
    const found = styleFiles(src).flatMap((file) =>
      physicalSides(file, readFileSync(file, 'utf8')),
    );
    expect(found).toEqual([]);
  });

  it.each([
    ['left: 0,'],
    ['  marginRight: 4,'],
    ["  borderLeftColor: 'red',"],
    ['  borderTopLeftRadius: 4,'],
    ["  textAlign: 'left',"],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a style module's source line, as text
    ['  padding: `${a} ${b} ${c} ${d}`,'],
    ["  padding: '0 4px 0 8px',"],
  ])('would catch %s', (line) => {
    expect(physicalSides(join(src, 'x.css.ts'), line)).toHaveLength(1);
  });

  it.each([
    ['  insetInlineStart: 0,'],
    ['  marginInlineEnd: 4,'],
    ["  textAlign: 'start',"],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a style module's source line, as text
    ['  padding: `${a} ${b}`,'],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a style module's source line, as text
    ['  margin: `0 calc(-1 * ${a})`,'],
    ['  borderStartStartRadius: 4,'],
    ["  transformOrigin: 'left',"],
  ])('lets %s through', (line) => {
    expect(physicalSides(join(src, 'x.css.ts'), line)).toEqual([]);
  });
});
