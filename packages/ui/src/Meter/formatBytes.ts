const units = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;

/**
 * A byte count for people: 1024-based, at most one decimal, trailing ".0" dropped
 * ("2.1 GB", "10 GB", "512 B").
 */
export function formatBytes(bytes: number, locale?: string): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return `0 ${units[0]}`;
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), units.length - 1);
  const amount = bytes / 1024 ** exponent;
  const text = numberFormat(locale).format(amount);
  return `${text} ${units[exponent]}`;
}

// Making an Intl.NumberFormat costs far more than formatting with one, and a long file list
// formats a size per row.
const formats = new Map<string | undefined, Intl.NumberFormat>();

function numberFormat(locale: string | undefined): Intl.NumberFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    formats.set(locale, format);
  }
  return format;
}
