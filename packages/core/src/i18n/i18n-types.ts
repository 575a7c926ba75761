import type { ReactNode } from 'react';
import type { DateInput, DateStyle, FormatDateOptions } from './format-date';

export type TransValues = Record<string, string | number | boolean | Date | null | undefined>;
/** Values for rich messages: React nodes, or functions rendering a `<tag>…</tag>` span. */
export type RichTransValues = Record<
  string,
  | string
  | number
  | boolean
  | Date
  | null
  | undefined
  | ReactNode
  | ((chunks: ReactNode[]) => ReactNode)
>;

export interface I18n {
  locale: string;
  /** The zone `formatDate` uses unless told otherwise. */
  timeZone?: string;
  /**
   * The site's date style (`dates.format`): `formatDate` writes dates in it unless given
   * parts or a style, and a date beside a time takes it (`{ dateStyle, timeStyle }`).
   */
  dateStyle: DateStyle;
  /**
   * Looks a message up by its English text; the bootstrap `lines` override it.
   * ICU placeholders: `trans('Hello {name}', { name })`.
   */
  trans(message: string, values?: TransValues): string;
  /** As `trans`, allowing React nodes and tag functions as values. */
  transRich(message: string, values?: RichTransValues): ReactNode;
  formatRelativeTime(date: DateInput, now?: DateInput): string;
  /** A date in `timeZone`, written in `dateStyle` unless `options` name parts or a style. */
  formatDate(
    date: DateInput,
    options?: Omit<FormatDateOptions, 'locale' | 'defaultDateStyle'>,
  ): string;
}
