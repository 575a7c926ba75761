import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';

/** Values of a message's ICU placeholders. */
export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

/** A language's name (in that language) and its lines, each keyed by the English message. */
export interface Language {
  name: string;
  lines: Record<string, string>;
}

/**
 * The message catalogue (ADR 0016): `locales/<language>.json` files, read once at start.
 * `en.json` is the English source that `scripts/messages.mjs --write` extracts; each other
 * file holds one language's lines. A line may be missing, so English shows through.
 */
export interface Catalogue {
  /** Languages with lines, English first, by code. */
  languages: Record<string, Language>;
  /** The catalogue's language for a code: itself, else its base language (`fr-CA` → `fr`). */
  languageOf(code: string | null | undefined): string | undefined;
  /** A message in a language, its placeholders filled (ICU). */
  translate(language: string, message: string, values?: MessageValues): string;
}

/** Each language's own name, shown in the language switch. */
const NAMES: Record<string, string> = { en: 'English', fr: 'Français' };

export function loadCatalogue(dir: string): Catalogue {
  const languages: Record<string, Language> = { en: { name: 'English', lines: {} } };
  for (const file of readdirSync(dir).sort()) {
    const code = file.replace(/\.json$/, '');
    if (code === file || code === 'en') continue;
    const lines = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>;
    languages[code] = { name: NAMES[code] ?? code, lines };
  }
  const formats = new Map<string, IntlMessageFormat | null>();
  const languageOf = (code: string | null | undefined) => {
    if (!code) return undefined;
    if (code in languages) return code;
    const base = code.split(/[-_]/)[0]?.toLowerCase();
    return base && base in languages ? base : undefined;
  };
  return {
    languages,
    languageOf,
    translate(language, message, values) {
      const own = languages[languageOf(language) ?? 'en']?.lines[message];
      const text = own || message;
      const key = `${language}\u0000${text}`;
      let format = formats.get(key);
      if (format === undefined) {
        try {
          format = new IntlMessageFormat(text, language);
        } catch {
          format = null;
        }
        formats.set(key, format);
      }
      if (!format) return text;
      try {
        return String(format.format(values));
      } catch {
        return text;
      }
    },
  };
}
