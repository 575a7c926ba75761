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

/** What the text of a message reads like before ICU has loaded: placeholders filled, tags dropped. */
export function roughMessage(message: string, values: Record<string, unknown> = {}): string {
  return message
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
