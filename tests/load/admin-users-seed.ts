/**
 * The accounts `bench:admin-users` seeds (admin-users-benchmark.ts): names, addresses and what
 * each holds, and the bulk insert of `count` of them, with their roles, sessions and
 * subscriptions, straight into the server's database in one transaction.
 */
import type { BillingTables, buildApp } from '@coffer/server/bench';

const BATCH = 1000;

const FIRST = (
  'James Mary Robert Patricia John Jennifer Michael Linda David Elizabeth William Barbara ' +
  'Richard Susan Joseph Jessica Thomas Sarah Charles Karen Daniel Nancy Matthew Lisa Anthony ' +
  'Betty Mark Sandra Paul Ashley Steven Emily Andrew Donna Kenneth Michelle Joshua Carol ' +
  'Kevin Amanda Brian Melissa George Deborah Timothy Stephanie Ronald Rebecca Jason Laura'
).split(' ');
const LAST = (
  'Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez ' +
  'Gonzalez Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White ' +
  'Harris Sanchez Clark Ramirez Lewis Robinson Walker Young Allen King Wright Scott Torres ' +
  'Nguyen Hill Flores Green Adams Nelson Baker Hall Rivera Campbell Mitchell Carter Roberts ' +
  'Gomez Phillips Evans Turner Diaz Parker Cruz Edwards Collins Reyes Stewart Morris Morales ' +
  'Murphy Cook Rogers Gutierrez Ortiz Morgan Cooper Peterson Bailey Reed Kelly Howard Ramos ' +
  'Kim Cox Ward Richardson'
).split(' ');

/** The seeded account number `i` (1-based): name, address, and what it holds. */
export function account(i: number) {
  const first = FIRST[i % FIRST.length]!;
  const last = LAST[Math.floor(i / FIRST.length) % LAST.length]!;
  return {
    name: `${first} ${last}`,
    email: `${first.toLowerCase()}.${last.toLowerCase()}${i}@example.com`,
    admin: i % 500 === 0,
    suspended: i % 100 === 0,
    // A suspension that has ended: listed as not suspended.
    expiredBan: i % 100 === 50,
    session: i % 10 < 3,
    // A subscription that grants its plan (subscribed), or one that has expired (not).
    subscription: i % 10 === 5 ? 'active' : i % 50 === 7 ? 'expired' : null,
  };
}

type BenchApp = Awaited<ReturnType<typeof buildApp>>;

/** Seeds accounts 1…`count` (see `account`); `roles` are the ids of `admin` and `users`. */
export async function seedAccounts(
  app: BenchApp,
  count: number,
  roles: { admin: number; users: number },
): Promise<void> {
  const { admin: adminRole, users: usersRole } = roles;
  const userCount = count;
  const base = Date.parse('2020-01-01T00:00:00.000Z');
  const now = app.clock.nowMs();
  await app.db.transaction().execute(async (trx) => {
    // Billing's tables are the billing module's own (not in the kernel's schema type).
    const billing = trx.withTables<BillingTables>();
    const stamp = new Date(now).toISOString();
    const product = await billing
      .insertInto('products')
      .values({
        name: 'Bench Pro',
        feature_list: '[]',
        position: 0,
        recommended: 0,
        free: 0,
        hidden: 0,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const price = await billing
      .insertInto('prices')
      .values({
        product_id: product.id,
        amount: 1000,
        currency: 'USD',
        interval: 'month',
        interval_count: 1,
        created_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const renews = new Date(now + 20 * 86_400_000).toISOString();
    for (let start = 1; start <= userCount; start += BATCH) {
      const numbers = Array.from(
        { length: Math.min(BATCH, userCount - start + 1) },
        (_, k) => start + k,
      );
      const inserted = await trx
        .insertInto('users')
        .values(
          numbers.map((i) => {
            const a = account(i);
            // One account a minute or so from 2020 on, in no order of id or name.
            const created = new Date(base + ((i * 7919) % userCount) * 60_000 + i).toISOString();
            return {
              email: a.email,
              name: a.name,
              email_verified_at: i % 10 === 9 ? null : created,
              banned_at: a.suspended || a.expiredBan ? created : null,
              ban_until: a.expiredBan ? new Date(now - 86_400_000).toISOString() : null,
              ban_comment: a.suspended ? 'Benchmark' : null,
              created_at: created,
              updated_at: created,
            };
          }),
        )
        .returning(['id', 'email'])
        .execute();
      const ids = new Map(inserted.map((r) => [r.email, r.id]));
      const roleRows: Array<{ user_id: number; role_id: number }> = [];
      const subscriptionRows: Array<{
        user_id: number;
        product_id: number;
        price_id: number;
        gateway: string;
        status: string;
        renews_at: string | null;
        ends_at: string | null;
        created_at: string;
        updated_at: string;
      }> = [];
      const sessionRows: Array<{
        user_id: number;
        token_hash: string;
        last_activity: string;
        created_at: string;
      }> = [];
      for (const i of numbers) {
        const a = account(i);
        const id = ids.get(a.email)!;
        roleRows.push({ user_id: id, role_id: usersRole });
        if (a.admin) roleRows.push({ user_id: id, role_id: adminRole });
        if (a.subscription) {
          subscriptionRows.push({
            user_id: id,
            product_id: product.id,
            price_id: price.id,
            gateway: 'test',
            status: a.subscription,
            renews_at: a.subscription === 'active' ? renews : null,
            ends_at: a.subscription === 'expired' ? stamp : null,
            created_at: stamp,
            updated_at: stamp,
          });
        }
        if (a.session) {
          const seen = new Date(now - ((i * 104_729) % (90 * 86_400)) * 1000).toISOString();
          sessionRows.push({
            user_id: id,
            token_hash: String(i).padStart(64, '0'),
            last_activity: seen,
            created_at: seen,
          });
        }
      }
      await trx.insertInto('role_user').values(roleRows).execute();
      if (sessionRows.length) await trx.insertInto('sessions').values(sessionRows).execute();
      if (subscriptionRows.length) {
        await billing.insertInto('subscriptions').values(subscriptionRows).execute();
      }
    }
  });
}
