import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';

/**
 * Whether any of these columns holds the search text, case-insensitively; `\`, `%` and `_`
 * in the text are taken literally. `columns` are SQL expressions of the code's own (a
 * column, `coalesce(…)`), never the user's: they go into the query as they are.
 */
export function containsText<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  query: string,
  columns: readonly [string, ...string[]],
): Expression<SqlBool> {
  const pattern = `%${query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  // lower() on both sides: PostgreSQL's LIKE is case-sensitive, SQLite's only for ASCII.
  const tests = columns.map(
    (column) => sql<SqlBool>`lower(${sql.raw(column)}) like ${pattern} escape ${'\\'}`,
  );
  return tests.length === 1 ? (tests[0] as Expression<SqlBool>) : eb.or(tests);
}
