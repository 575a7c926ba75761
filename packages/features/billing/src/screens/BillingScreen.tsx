import type {
  BillingOverviewResponse,
  Invoice,
  PaymentMethod,
  Subscription,
} from '@coffer/contract';
import { throwPageError, useTrans } from '@coffer/core';
import { Badge } from '@coffer/ui/Badge';
import { DelayedSpinner } from '@coffer/ui/DelayedSpinner';
import { Heading } from '@coffer/ui/Heading';
import { Inline } from '@coffer/ui/Inline';
import { Link } from '@coffer/ui/Link';
import { Text } from '@coffer/ui/Text';
import { useBillingOverview } from '../api/billing';
import * as styles from '../components/billing.css';
import { useFormatMoney, usePriceText } from '../components/use-price-text';
import { BILLING_TEXT } from '../messages';

/**
 * `/billing` (spec §2.3; subscribers only, see `SubscribersOnly`): the plan and its price,
 * when it renews or (cancelled, in its grace period) ends, a banner while a payment failed,
 * the payment method and the invoices, with the links to change, cancel or renew.
 */
export function BillingScreen() {
  const { trans } = useTrans();
  const overview = useBillingOverview();
  throwPageError(overview);
  return (
    <div className={styles.narrowPage}>
      <Heading level={1} size="lg">
        {trans('Billing')}
      </Heading>
      {overview.data ? (
        <BillingDetails overview={overview.data} />
      ) : (
        <DelayedSpinner aria-label={trans('Loading billing')} />
      )}
    </div>
  );
}

function BillingDetails({ overview }: { overview: BillingOverviewResponse }) {
  const { trans } = useTrans();
  const { subscription, payment_method, invoices } = overview;
  if (!subscription) {
    return (
      <Text>
        {trans('You have no plan.')} <Link href="/pricing">{trans('See the plans')}</Link>
      </Text>
    );
  }
  return (
    <>
      {subscription.status === 'past_due' && (
        <div className={styles.banner} role="alert">
          <Text weight="medium">{trans('Your last payment failed.')}</Text>{' '}
          <Text>
            {trans('Update your payment method to keep your plan.')}{' '}
            <Link href="/billing/change-payment-method">{trans('Change payment method')}</Link>
          </Text>
        </div>
      )}
      <CurrentPlan subscription={subscription} />
      <PaymentMethodPanel method={payment_method} />
      <Invoices invoices={invoices} />
    </>
  );
}

function CurrentPlan({ subscription }: { subscription: Subscription }) {
  const { trans, formatDate } = useTrans();
  const priceText = usePriceText()(subscription.price);
  const cancelled = subscription.status === 'cancelled' && subscription.ends_at !== null;
  return (
    <section className={styles.panel} aria-labelledby="current-plan">
      <Heading level={2} size="sm" id="current-plan">
        {trans('Current plan')}
      </Heading>
      <Inline gap="sm" align="center" wrap>
        <Text size="lg" weight="bold">
          {subscription.product.name}
        </Text>
        {subscription.gateway === 'test' && (
          <Badge tone="primary">{trans(BILLING_TEXT.testMode)}</Badge>
        )}
      </Inline>
      <Text>{priceText.billed ?? priceText.perInterval}</Text>
      {cancelled ? (
        <Text>
          {trans('Ends on {date}', { date: formatDate(subscription.ends_at as string) })}{' '}
          {trans('Your plan stays until then; after that your account moves to the free plan.')}
        </Text>
      ) : subscription.status === 'trialing' && subscription.trial_ends_at ? (
        <Text>
          {trans('Trial ends on {date}', { date: formatDate(subscription.trial_ends_at) })}
        </Text>
      ) : (
        subscription.renews_at && (
          <Text>{trans('Renews on {date}', { date: formatDate(subscription.renews_at) })}</Text>
        )
      )}
      <Inline gap="lg" wrap>
        {cancelled ? (
          <Link href="/billing/renew" variant="standalone">
            {trans('Renew plan')}
          </Link>
        ) : (
          <>
            <Link href="/billing/change-plan" variant="standalone">
              {trans('Change plan')}
            </Link>
            <Link href="/billing/cancel" variant="standalone">
              {trans('Cancel plan')}
            </Link>
          </>
        )}
      </Inline>
    </section>
  );
}

function PaymentMethodPanel({ method }: { method: PaymentMethod | null }) {
  const { trans } = useTrans();
  return (
    <section className={styles.panel} aria-labelledby="payment-method">
      <Heading level={2} size="sm" id="payment-method">
        {trans('Payment method')}
      </Heading>
      {method ? <PaymentMethodText method={method} /> : <Text>{trans('No payment method')}</Text>}
      {method && method.gateway !== 'none' && method.gateway !== 'paypal' && (
        <Link href="/billing/change-payment-method" variant="standalone">
          {trans('Change payment method')}
        </Link>
      )}
    </section>
  );
}

/** 'Card ending in 4242', 'PayPal', with its expiry and the test gateway's mark. */
export function PaymentMethodText({ method }: { method: PaymentMethod }) {
  const { trans } = useTrans();
  return (
    <Inline gap="sm" align="center" wrap>
      <Text>
        {method.gateway === 'paypal'
          ? trans('PayPal')
          : method.last4
            ? trans('Card ending in {last4}', { last4: method.last4 })
            : trans('Card')}
      </Text>
      {method.exp_month !== null && method.exp_year !== null && (
        <Text tone="muted">
          {trans('Expires {month}/{year}', {
            month: String(method.exp_month).padStart(2, '0'),
            year: method.exp_year,
          })}
        </Text>
      )}
      {method.gateway === 'test' && <Badge tone="primary">{trans(BILLING_TEXT.testMode)}</Badge>}
    </Inline>
  );
}

function Invoices({ invoices }: { invoices: Invoice[] }) {
  const { trans, formatDate } = useTrans();
  const formatMoney = useFormatMoney();
  return (
    <section className={styles.panel} aria-labelledby="invoices">
      <Heading level={2} size="sm" id="invoices">
        {trans('Invoices')}
      </Heading>
      {invoices.length === 0 ? (
        <Text tone="muted">{trans('No invoices yet.')}</Text>
      ) : (
        <table className={styles.invoiceTable} aria-labelledby="invoices">
          <thead>
            <tr>
              <th scope="col">{trans('Date')}</th>
              <th scope="col">{trans('Invoice')}</th>
              <th scope="col">{trans('Amount')}</th>
              <th scope="col">{trans('Status')}</th>
            </tr>
          </thead>
          <tbody>
            {invoices.map((invoice) => (
              <tr key={invoice.id}>
                <td>{formatDate(invoice.created_at)}</td>
                <td>
                  <Link href={`/billing/invoices/${invoice.uuid}`}>{invoice.number}</Link>
                </td>
                <td>{formatMoney(invoice.amount, invoice.currency)}</td>
                <td>{invoice.paid ? trans('Paid') : trans('Unpaid')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
