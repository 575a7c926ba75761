import type { Price, PublicProduct } from '@coffer/contract';
import { useTrans } from '@coffer/core';
import { Heading } from '@coffer/ui/Heading';
import * as styles from './billing.css';
import { useFormatMoney, usePriceText } from './use-price-text';

export interface OrderSummaryProps {
  product: PublicProduct;
  price: Price;
  /**
   * The heading.
   * @default 'Order summary'
   */
  title?: string;
}

/** The plan, its price and what is paid now. */
export function OrderSummary({ product, price, title }: OrderSummaryProps) {
  const { trans } = useTrans();
  const priceText = usePriceText()(price);
  const formatMoney = useFormatMoney();
  return (
    <section className={styles.panel} aria-labelledby="order-summary">
      <Heading level={2} size="sm" id="order-summary">
        {title ?? trans('Order summary')}
      </Heading>
      <dl className={styles.summaryList}>
        <dt>{trans('Plan')}</dt>
        <dd>{product.name}</dd>
        <dt>{trans('Price')}</dt>
        <dd>{priceText.perInterval}</dd>
        <dt>{trans('Total')}</dt>
        <dd>{priceText.billed ?? formatMoney(price.amount, price.currency)}</dd>
      </dl>
    </section>
  );
}
