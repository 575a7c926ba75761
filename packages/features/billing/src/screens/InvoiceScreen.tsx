import { throwPageError, useTrans } from '@coffer/core';
import { Badge } from '@coffer/ui/Badge';
import { Button } from '@coffer/ui/Button';
import { DelayedSpinner } from '@coffer/ui/DelayedSpinner';
import { Heading } from '@coffer/ui/Heading';
import { Inline } from '@coffer/ui/Inline';
import { Link } from '@coffer/ui/Link';
import { Text } from '@coffer/ui/Text';
import { useParams } from 'react-router';
import { useInvoice } from '../api/billing';
import * as styles from '../components/billing.css';
import { useFormatMoney, usePriceText } from '../components/use-price-text';

/**
 * `/billing/invoices/{uuid}`: one invoice laid out for paper. Printing (the 'Print' button,
 * `window.print()`) shows the invoice alone, without the app's navbar, footer or buttons.
 */
export function InvoiceScreen() {
  const { trans, formatDate } = useTrans();
  const { uuid = '' } = useParams();
  const answer = useInvoice(uuid);
  const formatMoney = useFormatMoney();
  const priceText = usePriceText();
  throwPageError(answer);
  if (!answer.data) return <DelayedSpinner aria-label={trans('Loading the invoice')} />;
  const { invoice, customer, product, price, site_name } = answer.data;
  const total = formatMoney(invoice.amount, invoice.currency);
  return (
    <article className={styles.invoice} aria-labelledby="invoice-title">
      <Inline justify="between" align="center" wrap className={styles.noPrint}>
        <Link href="/billing" variant="standalone">
          {trans('Back to billing')}
        </Link>
        <Button variant="outline" onPress={() => window.print()}>
          {trans('Print')}
        </Button>
      </Inline>
      <Inline justify="between" align="start" wrap>
        <div>
          <Heading level={1} size="lg" id="invoice-title">
            {trans('Invoice {number}', { number: invoice.number })}
          </Heading>
          <Text tone="muted">{site_name}</Text>
        </div>
        <Badge tone={invoice.paid ? 'positive' : 'danger'}>
          {invoice.paid ? trans('Paid') : trans('Unpaid')}
        </Badge>
      </Inline>
      <dl className={styles.summaryList}>
        <dt>{trans('Billed to')}</dt>
        <dd>
          {customer.name && <Text as="div">{customer.name}</Text>}
          <Text as="div">{customer.email}</Text>
        </dd>
        <dt>{trans('Date')}</dt>
        <dd>{formatDate(invoice.created_at)}</dd>
        <dt>{trans('Period')}</dt>
        <dd>
          {trans('{start} to {end}', {
            start: formatDate(invoice.period_start),
            end: formatDate(invoice.period_end),
          })}
        </dd>
      </dl>
      <table className={styles.invoiceTable}>
        <thead>
          <tr>
            <th scope="col">{trans('Description')}</th>
            <th scope="col">{trans('Amount')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              {trans('{plan} plan, {price}', {
                plan: product.name,
                price: priceText(price).perInterval,
              })}
            </td>
            <td>{total}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{trans('Total')}</th>
            <td>{total}</td>
          </tr>
        </tfoot>
      </table>
    </article>
  );
}
