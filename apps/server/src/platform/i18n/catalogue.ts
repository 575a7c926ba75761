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
  /** Languages with lines, English first, by code: the files', or the admin's once set. */
  readonly languages: Record<string, Language>;
  /** The languages of the locale files alone, without the admin's edits. */
  readonly files: Record<string, Language>;
  /**
   * Puts the admin's languages in place of the files' (the localizations module: each with
   * the file's lines and the admin's over them). English stays whatever is given.
   */
  useLanguages(languages: Record<string, Language>): void;
  /** The catalogue's language for a code: itself, else its base language (`fr-CA` → `fr`). */
  languageOf(code: string | null | undefined): string | undefined;
  /** A message in a language, its placeholders filled (ICU). */
  translate(language: string, message: string, values?: MessageValues): string;
}

/** Each language's own name, shown in the language switch. */
const NAMES: Record<string, string> = { en: 'English', fr: 'Français' };

export function loadCatalogue(dir: string): Catalogue {
  const files: Record<string, Language> = { en: { name: 'English', lines: {} } };
  for (const file of readdirSync(dir).sort()) {
    const code = file.replace(/\.json$/, '');
    if (code === file || code === 'en') continue;
    const lines = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>;
    files[code] = { name: NAMES[code] ?? code, lines };
  }
  let languages = files;
  let formats = new Map<string, IntlMessageFormat | null>();
  const languageOf = (code: string | null | undefined) => {
    if (!code) return undefined;
    if (code in languages) return code;
    // Codes are compared as BCP 47 does, without case (`pt-br` is `pt-BR`).
    const lower = code.toLowerCase();
    const same = Object.keys(languages).find((known) => known.toLowerCase() === lower);
    if (same) return same;
    const base = lower.split(/[-_]/)[0];
    return base && base in languages ? base : undefined;
  };
  return {
    get languages() {
      return languages;
    },
    files,
    useLanguages(next) {
      languages = { en: next.en ?? files.en!, ...next };
      // Formats are kept by text: the old texts' would only take room.
      formats = new Map();
    },
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
