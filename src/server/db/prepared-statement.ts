import { fillPlaceholders, getTableColumns, sql, type SQL, type Table } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { Db } from './client.ts'

const dialect = new PgDialect()

/**
 * A statement built once, when its module loads, and run many times: its values are
 * `sql.placeholder(name)`, given at each run. On PostgreSQL it is a named statement, parsed and
 * planned once per connection. For the checkout's path, where building and parsing each query
 * showed in the profile (decision 020). Rows come as the driver answers them (timestamps as text):
 * `decodeRow` turns them into the table's row type. Every value needs a type PostgreSQL can tell
 * from the text alone: cast it (`${sql.placeholder('id')}::uuid`).
 */
export function preparedStatement<Values extends Record<string, unknown>>(
  name: string,
  query: SQL,
): PreparedStatement<Values> {
  const built = dialect.sqlToQuery(query)
  const run = async (db: Db, values: Values) => {
    const prepared = db._.session.prepareQuery(built, undefined, name, false)
    return ((await prepared.execute(values)) as { rows: Record<string, unknown>[] }).rows
  }
  const forDriver = (values: Values) => ({
    name,
    text: built.sql,
    values: fillPlaceholders(built.params, values),
  })
  return Object.assign(run, { forDriver })
}

export interface PreparedStatement<Values> {
  (db: Db, values: Values): Promise<Record<string, unknown>[]>
  /**
   * The statement as a driver takes it (pg's query config; PGlite's text and values), for the
   * checkout benchmark's plain-SQL limit (bench/checkout-sql.mjs), which runs these very
   * statements without the app.
   */
  forDriver(values: Values): { name: string; text: string; values: unknown[] }
}

/**
 * Every column of `table`, for a SELECT or RETURNING list that decodeRow reads; with `from` (the
 * table's name or alias in the statement), each named `<from>.<column>`, so that two tables'
 * columns can share one row.
 */
export const allColumns = (table: Table, from?: string) =>
  sql.join(
    Object.values(getTableColumns(table)).map((column) =>
      from
        ? sql`${sql.identifier(from)}.${sql.identifier(column.name)} as ${sql.identifier(`${from}.${column.name}`)}`
        : sql.identifier(column.name),
    ),
    sql`, `,
  )

/**
 * A raw row of `table` (its columns by their SQL names, or as allColumns named them `from`) as
 * Drizzle would have answered it.
 */
export function decodeRow<T extends Table>(
  table: T,
  raw: Record<string, unknown>,
  from?: string,
): T['$inferSelect'] {
  const row: Record<string, unknown> = {}
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[from ? `${from}.${column.name}` : column.name]
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value)
  }
  return row as T['$inferSelect']
}
