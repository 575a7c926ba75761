import type { Price } from '@coffer/contract';
import { useTrans } from '@coffer/core';
import { useCallback } from 'react';
import { BILLED_EVERY, PER_INTERVAL } from '../messages';
import { displayedAmount, formatMoney } from '../pricing/pricing';

export interface PriceText {
  /** The displayed price per one interval: '$8 / month'. */
  perInterval: string;
  /** What one payment is, when it covers several intervals: 'Billed $96 every 12 months'. */
  billed: string | null;
}

/** Words for a price in the reader's locale (spec §5: amount ÷ interval count). */
export function usePriceText(): (price: Price) => PriceText {
  const { trans, locale } = useTrans();
  return useCallback(
    (price: Price) => ({
      perInterval: trans(PER_INTERVAL[price.interval], {
        price: formatMoney(displayedAmount(price), price.currency, locale),
      }),
      billed:
        price.interval_count > 1
          ? trans(BILLED_EVERY[price.interval], {
              amount: formatMoney(price.amount, price.currency, locale),
              count: price.interval_count,
            })
          : null,
    }),
    [trans, locale],
  );
}

/** An amount in its currency, in the reader's locale. */
export function useFormatMoney(): (amount: number, currency: string) => string {
  const { locale } = useTrans();
  return useCallback(
    (amount: number, currency: string) => formatMoney(amount, currency, locale),
    [locale],
  );
}
