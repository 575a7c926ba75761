import type { Price, PublicProduct } from '@coffer/contract';
import { useTrans } from '@coffer/core';
import { Badge } from '@coffer/ui/Badge';
import { Button, buttonStyle } from '@coffer/ui/Button';
import { Heading } from '@coffer/ui/Heading';
import { Icon } from '@coffer/ui/Icon';
import { Link } from '@coffer/ui/Link';
import { Text } from '@coffer/ui/Text';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { BILLING_TEXT } from '../messages';
import { type BillingCycle, priceForCycle } from '../pricing/pricing';
import * as styles from './billing.css';
import { usePriceText } from './use-price-text';

/** What a plan card's button does; without `href` it shows disabled. */
export interface PlanAction {
  label: string;
  /** Where the button leads. */
  href?: string;
  /** Runs as the visitor follows the link (a guest's choice is kept for after sign-up). */
  onPress?: () => void;
}

export interface PlanCardsProps {
  /** The plans in display order. */
  products: PublicProduct[];
  cycle: BillingCycle;
  /** The button of a plan at its price for the cycle (null for a free plan). */
  actionFor: (product: PublicProduct, price: Price | null) => PlanAction;
}

/**
 * The plans as cards (spec §2.2): name, 'Most popular' on the recommended one, description,
 * the price of the chosen cycle (amount ÷ interval count per interval), features and a button.
 */
export function PlanCards({ products, cycle, actionFor }: PlanCardsProps) {
  return (
    <ul className={styles.planGrid}>
      {products.map((product) => (
        <li key={product.id}>
          <PlanCard product={product} price={priceForCycle(product, cycle)} actionFor={actionFor} />
        </li>
      ))}
    </ul>
  );
}

function PlanCard({
  product,
  price,
  actionFor,
}: {
  product: PublicProduct;
  price: Price | null;
  actionFor: PlanCardsProps['actionFor'];
}) {
  const { trans } = useTrans();
  const priceText = usePriceText();
  const headingId = useId();
  const action = actionFor(product, price);
  const text = price ? priceText(price) : null;
  const cardClass = product.recommended
    ? `${styles.planCard} ${styles.recommendedCard}`
    : styles.planCard;
  return (
    <article className={cardClass} aria-labelledby={headingId}>
      <div className={styles.planHeader}>
        <Heading level={2} size="md" id={headingId}>
          {product.name}
        </Heading>
        {product.recommended && <Badge tone="primary">{trans(BILLING_TEXT.mostPopular)}</Badge>}
      </div>
      {product.description && <Text tone="muted">{product.description}</Text>}
      <div>
        <div className={styles.price}>{text ? text.perInterval : trans('Free')}</div>
        {text?.billed && (
          <Text size="sm" tone="muted">
            {text.billed}
          </Text>
        )}
      </div>
      {product.feature_list.length > 0 && (
        <ul
          className={styles.featureList}
          aria-label={trans('Features of {plan}', { plan: product.name })}
        >
          {product.feature_list.map((feature) => (
            <li key={feature} className={styles.feature}>
              <Icon icon={Check} size="sm" className={styles.featureIcon} />
              <Text>{feature}</Text>
            </li>
          ))}
        </ul>
      )}
      {action.href ? (
        <Link
          href={action.href}
          onPress={action.onPress}
          aria-describedby={headingId}
          className={buttonStyle({
            variant: product.recommended ? 'primary' : 'outline',
            size: 'md',
            fullWidth: true,
          })}
        >
          {action.label}
        </Link>
      ) : (
        <Button variant="outline" fullWidth isDisabled aria-describedby={headingId}>
          {action.label}
        </Button>
      )}
    </article>
  );
}
