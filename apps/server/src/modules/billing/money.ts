import type { PriceInterval } from '@coffer/contract';

/**
 * Amounts are stored as integers in the currency's minor unit (cents; yen have none), so
 * no sum or comparison ever meets a float's rounding. The contract speaks major units (9.99).
 */
export function currencyDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** 9.99 USD → 999; null when the amount has more decimals than the currency has. */
export function toMinor(amount: number, currency: string): number | null {
  const scaled = amount * 10 ** currencyDigits(currency);
  const minor = Math.round(scaled);
  return Math.abs(scaled - minor) < 1e-6 ? minor : null;
}

/** 999 USD → 9.99. */
export function toMajor(minor: number, currency: string): number {
  const digits = currencyDigits(currency);
  return Number((minor / 10 ** digits).toFixed(digits));
}

/** The end of one billing period of `count` × `interval` that starts at `start` (UTC). */
export function periodEnd(start: string, interval: PriceInterval, count: number): string {
  const date = new Date(start);
  if (interval === 'day' || interval === 'week') {
    date.setUTCDate(date.getUTCDate() + count * (interval === 'week' ? 7 : 1));
    return date.toISOString();
  }
  const months = interval === 'year' ? count * 12 : count;
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  // Jan 31 + 1 month is the last day of February, not March 3.
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return date.toISOString();
}
