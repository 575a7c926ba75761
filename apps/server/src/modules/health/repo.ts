import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';

/** A real round trip to the database (`select 1`). */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
