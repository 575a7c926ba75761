import { isValidElement, type ReactNode } from 'react';

const PLACEHOLDER = /\{\s*([A-Za-z_$][\w$]*)\s*\}/g;
/** ICU syntax outside `{name}` placeholders: other braces and tags. */
const SYNTAX = /[{}<]/;
/** An apostrophe that quotes (ICU); any other apostrophe is literal text. */
const QUOTE = /'['{}<>]/;

/**
 * Fills a message exactly as `@formatjs/intl` would, without its ICU parser (13 KB gzip, ADR
 * 0007), when the message is plain text with `{name}` placeholders whose values are text or
 * numbers (or React elements, when `rich`). Returns undefined for anything else: plural and
 * select, number and date styles, tags, quoting, a missing value. Those need the parser.
 */
export function formatPlainMessage(
  message: string,
  values: Record<string, unknown> = {},
  rich = false,
): ReactNode[] | undefined {
  if (QUOTE.test(message)) return undefined;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of message.matchAll(PLACEHOLDER)) {
    const text = message.slice(last, match.index);
    const name = match[1] as string;
    if (SYNTAX.test(text) || !(name in values)) return undefined;
    const value = plainValue(values[name], rich);
    if (value === undefined) return undefined;
    parts.push(text, value);
    last = match.index + match[0].length;
  }
  const tail = message.slice(last);
  if (SYNTAX.test(tail)) return undefined;
  parts.push(tail);
  return mergeText(parts);
}

/**
 * What the text of a message reads like before ICU has loaded: plural and select branches
 * picked (by `Intl.PluralRules`, `#` as the locale writes the number), placeholders filled,
 * tags dropped. Right for the common messages; ICU formats them all once it has loaded.
 */
export function roughMessage(
  message: string,
  values: Record<string, unknown> = {},
  locale = 'en',
): string {
  return pickBranches(message, values, locale)
    .replace(PLACEHOLDER, (placeholder, name: string) => {
      const value = values[name];
      return typeof value === 'string' || typeof value === 'number' ? String(value) : placeholder;
    })
    .replace(/<\/?[A-Za-z][\w-]*>/g, '');
}

/** As intl-messageformat formats a simple argument (`{name}`). */
function plainValue(value: unknown, rich: boolean): ReactNode | undefined {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') {
    return String(value);
  }
  if (!value) return '';
  return rich && isValidElement(value) ? value : undefined;
}

/** Adjacent text joined, empty text dropped, as intl-messageformat returns its parts. */
function mergeText(parts: ReactNode[]): ReactNode[] {
  const merged: ReactNode[] = [];
  for (const part of parts) {
    const previous = merged.length - 1;
    if (typeof part === 'string' && typeof merged[previous] === 'string') {
      merged[previous] += part;
    } else if (part !== '') {
      merged.push(part);
    }
  }
  return merged;
}

const CHOICE = /^\s*([A-Za-z_$][\w$]*)\s*,\s*(plural|selectordinal|select)\s*,([\s\S]*)$/;

/** Each `{name, plural|select|selectordinal, …}` replaced by the branch its value picks. */
function pickBranches(message: string, values: Record<string, unknown>, locale: string): string {
  let out = '';
  let index = 0;
  while (index < message.length) {
    const open = message.indexOf('{', index);
    if (open < 0) break;
    const close = matchingBrace(message, open);
    if (close < 0) break;
    out += message.slice(index, open);
    const choice = CHOICE.exec(message.slice(open + 1, close));
    out += choice
      ? pickBranch(choice[1] as string, choice[2] as string, choice[3] as string, values, locale)
      : message.slice(open, close + 1);
    index = close + 1;
  }
  return out + message.slice(index);
}

function pickBranch(
  name: string,
  kind: string,
  body: string,
  values: Record<string, unknown>,
  locale: string,
): string {
  const branches = new Map<string, string>();
  const selector = /\s*([^\s{]+)\s*\{/y;
  let index = 0;
  for (;;) {
    selector.lastIndex = index;
    const match = selector.exec(body);
    if (!match) break;
    const open = selector.lastIndex - 1;
    const close = matchingBrace(body, open);
    if (close < 0) break;
    branches.set(match[1] as string, body.slice(open + 1, close));
    index = close + 1;
  }
  const value = values[name];
  let branch: string | undefined;
  if (kind === 'select') {
    branch = branches.get(String(value)) ?? branches.get('other');
  } else {
    const count = Number(value);
    const rule = new Intl.PluralRules(locale, {
      type: kind === 'selectordinal' ? 'ordinal' : 'cardinal',
    }).select(count);
    branch = branches.get(`=${count}`) ?? branches.get(rule) ?? branches.get('other');
    if (branch !== undefined) {
      const number = new Intl.NumberFormat(locale).format(count);
      branch = replaceOutsideBraces(branch, '#', number);
    }
  }
  return branch === undefined ? '' : pickBranches(branch, values, locale);
}

/** The index of the `}` closing the `{` at `open`, or -1. */
function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index++) {
    if (text[index] === '{') depth++;
    else if (text[index] === '}' && --depth === 0) return index;
  }
  return -1;
}

/** `#` is the count in its own branch only, not in a nested choice's. */
function replaceOutsideBraces(text: string, find: string, replacement: string): string {
  let depth = 0;
  let out = '';
  for (const char of text) {
    if (char === '{') depth++;
    else if (char === '}') depth--;
    out += char === find && depth === 0 ? replacement : char;
  }
  return out;
}
