import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema';
import { billingDb } from '../products-repo';

type AnyDb = Kysely<Database>;

/** The test gateway's record of a subscription's card: its last digits and how it behaves. */
export async function saveTestCard(
  db: AnyDb,
  gatewayId: string,
  card: { last4: string; failsAtRenewal: boolean },
): Promise<void> {
  const values = { last4: card.last4, fails_at_renewal: card.failsAtRenewal ? 1 : 0 };
  await billingDb(db)
    .insertInto('test_gateway_cards')
    .values({ gateway_id: gatewayId, ...values })
    .onConflict((oc) => oc.column('gateway_id').doUpdateSet(values))
    .execute();
}

export function findTestCard(db: AnyDb, gatewayId: string) {
  return billingDb(db)
    .selectFrom('test_gateway_cards')
    .selectAll()
    .where('gateway_id', '=', gatewayId)
    .executeTakeFirst();
}

/** Forgets the cards of these subscriptions (their account is deleted). */
export async function deleteTestCards(db: AnyDb, gatewayIds: readonly string[]): Promise<void> {
  if (!gatewayIds.length) return;
  await billingDb(db)
    .deleteFrom('test_gateway_cards')
    .where('gateway_id', 'in', gatewayIds)
    .execute();
}
