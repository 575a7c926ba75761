import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * Billing (issue 27, ADR 0026). Amounts are integers in the currency's minor unit (cents),
 * never floats; times are ISO strings like every other table.
 * - `products` (plans) and their `prices` (a price carries its id at each gateway once made
 *   there) and `product_permissions` (what a subscriber is granted, restrictions as JSON).
 * - `subscriptions`: a user's plan at a gateway (`none`: granted by an admin), its status and
 *   dates, and the payment method on file (brand, last four digits, expiry; never a number).
 * - `invoices`: numbered per site and year (`2026-000042`, from `invoice_counters`).
 * - `billing_checkouts`: checkouts waiting for the browser (Stripe) or the buyer (PayPal).
 * - `billing_webhook_events`: the gateways' event ids already applied (a replay changes nothing).
 * - `unsubscribe_tokens`: the emailed unsubscribe links that were used (each works once).
 * - `test_gateway_cards`: the test gateway's own record of each subscription's card.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer';
  await db.schema
    .createTable('products')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('feature_list', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('recommended', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('free', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('hidden', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('available_space', 'bigint')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('products_position_index')
    .on('products')
    .columns(['hidden', 'position'])
    .execute();

  await db.schema
    .createTable('prices')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('product_id', 'integer', (col) =>
      col.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    .addColumn('interval', 'varchar(8)', (col) => col.notNull())
    .addColumn('interval_count', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('stripe_price_id', 'varchar(255)')
    .addColumn('paypal_plan_id', 'varchar(255)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('prices_product_id_index')
    .on('prices')
    .column('product_id')
    .execute();

  await db.schema
    .createTable('product_permissions')
    .addColumn('product_id', 'integer', (col) =>
      col.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('restrictions', 'text', (col) => col.notNull().defaultTo('{}'))
    .addPrimaryKeyConstraint('product_permissions_pk', ['product_id', 'name'])
    .execute();

  await db.schema
    .createTable('subscriptions')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('product_id', 'integer', (col) =>
      col.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('price_id', 'integer', (col) =>
      col.notNull().references('prices.id').onDelete('cascade'),
    )
    .addColumn('gateway', 'varchar(16)', (col) => col.notNull())
    .addColumn('gateway_id', 'varchar(255)')
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('renews_at', 'varchar(32)')
    .addColumn('ends_at', 'varchar(32)')
    .addColumn('trial_ends_at', 'varchar(32)')
    .addColumn('card_brand', 'varchar(32)')
    .addColumn('card_last4', 'varchar(4)')
    .addColumn('card_exp_month', 'integer')
    .addColumn('card_exp_year', 'integer')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  // The user's own (users/me, the billing page), the admin list's default order, the jobs'
  // due renewals and expiries, and the webhooks' look-up by the gateway's id.
  await db.schema
    .createIndex('subscriptions_user_id_index')
    .on('subscriptions')
    .column('user_id')
    .execute();
  await db.schema
    .createIndex('subscriptions_created_at_index')
    .on('subscriptions')
    .column('created_at')
    .execute();
  await db.schema
    .createIndex('subscriptions_status_renews_at_index')
    .on('subscriptions')
    .columns(['status', 'renews_at'])
    .execute();
  await db.schema
    .createIndex('subscriptions_ends_at_index')
    .on('subscriptions')
    .column('ends_at')
    .execute();
  await db.schema
    .createIndex('subscriptions_gateway_id_index')
    .on('subscriptions')
    .columns(['gateway', 'gateway_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('subscriptions_price_id_index')
    .on('subscriptions')
    .column('price_id')
    .execute();
  await db.schema
    .createIndex('subscriptions_product_id_index')
    .on('subscriptions')
    .column('product_id')
    .execute();

  await db.schema
    .createTable('invoices')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('uuid', 'varchar(36)', (col) => col.notNull().unique())
    .addColumn('number', 'varchar(16)', (col) => col.notNull().unique())
    .addColumn('subscription_id', 'integer', (col) =>
      col.notNull().references('subscriptions.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    .addColumn('paid', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('period_start', 'varchar(32)', (col) => col.notNull())
    .addColumn('period_end', 'varchar(32)', (col) => col.notNull())
    .addColumn('gateway_id', 'varchar(255)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('invoices_subscription_id_index')
    .on('invoices')
    .columns(['subscription_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('invoices_user_id_index')
    .on('invoices')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('invoices_gateway_id_index')
    .on('invoices')
    .columns(['subscription_id', 'gateway_id'])
    .unique()
    .execute();
  await db.schema
    .createTable('invoice_counters')
    .addColumn('year', 'integer', (col) => col.primaryKey())
    .addColumn('last', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('billing_checkouts')
    .addColumn('gateway', 'varchar(16)', (col) => col.notNull())
    .addColumn('gateway_id', 'varchar(255)', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('product_id', 'integer', (col) =>
      col.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('price_id', 'integer', (col) =>
      col.notNull().references('prices.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('billing_checkouts_pk', ['gateway', 'gateway_id'])
    .execute();

  await db.schema
    .createTable('billing_webhook_events')
    .addColumn('gateway', 'varchar(16)', (col) => col.notNull())
    .addColumn('event_id', 'varchar(255)', (col) => col.notNull())
    .addColumn('received_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('billing_webhook_events_pk', ['gateway', 'event_id'])
    .execute();

  await db.schema
    .createTable('unsubscribe_tokens')
    .addColumn('nonce', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('used_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('test_gateway_cards')
    .addColumn('gateway_id', 'varchar(255)', (col) => col.primaryKey())
    .addColumn('last4', 'varchar(4)', (col) => col.notNull())
    .addColumn('fails_at_renewal', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'test_gateway_cards',
    'unsubscribe_tokens',
    'billing_webhook_events',
    'billing_checkouts',
    'invoice_counters',
    'invoices',
    'subscriptions',
    'product_permissions',
    'prices',
    'products',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
