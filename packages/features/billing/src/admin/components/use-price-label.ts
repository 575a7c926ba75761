import type { Price } from '@coffer/contract';
import { useTrans } from '@coffer/core';
import { useCallback } from 'react';
import { useFormatMoney } from '../../components/use-price-text';
import { EVERY_PERIOD } from '../labels';

/** A price as the admin reads it: its whole amount and period ('$96 every 12 months'). */
export function usePriceLabel(): (
  price: Pick<Price, 'amount' | 'currency' | 'interval' | 'interval_count'>,
) => string {
  const { trans } = useTrans();
  const formatMoney = useFormatMoney();
  return useCallback(
    (price) =>
      trans(EVERY_PERIOD, {
        amount: formatMoney(price.amount, price.currency),
        count: price.interval_count,
        interval: price.interval,
      }),
    [trans, formatMoney],
  );
}
