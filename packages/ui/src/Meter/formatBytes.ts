const units = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;

/**
 * A byte count for people: 1024-based, at most one decimal, trailing ".0" dropped
 * ("2.1 GB", "10 GB", "512 B").
 */
export function formatBytes(bytes: number, locale?: string): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return `0 ${units[0]}`;
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), units.length - 1);
  const amount = bytes / 1024 ** exponent;
  const text = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(amount);
  return `${text} ${units[exponent]}`;
}
