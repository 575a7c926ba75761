import { type RawBuilder, sql } from 'kysely';

/*
 * Conditions for the drive listing (modules/drive/list.ts), over the alias `e` for
 * file_entries. Raw SQL keeps the drive's typed builder free of the sharing tables.
 */

/** Entries shared directly with the user (the tops of what they can browse). */
export function sharedWithUserCondition(userId: number): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from file_entry_shares s where s.entry_id = e.id and s.user_id = ${userId})`;
}

/** Entries shared with someone (the owner filter is applied by the listing). */
export function sharedByMeCondition(): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from file_entry_shares s where s.entry_id = e.id)`;
}

/** Entries with a public link. */
export function hasLinkCondition(): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from shareable_links l where l.entry_id = e.id)`;
}
