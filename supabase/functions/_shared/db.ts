/**
 * The little the function needs from a database: run one SQL statement with $1, $2… parameters.
 * Two adapters: PGlite (local and tests, supabase/local/) and the `postgres` driver (production, below).
 */
export interface Db {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<{ rows: Row[] }>
}

/** The part of a postgres.js `Sql` instance the adapter uses (kept structural so this file imports nothing). */
export interface PostgresJsLike {
  // deno-lint-ignore no-explicit-any
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  unsafe(query: string, parameters?: any[]): PromiseLike<any[]>
}

/** Wraps a postgres.js client (npm:postgres) as a Db. */
export function postgresJsDb(sql: PostgresJsLike): Db {
  return {
    async query<Row>(text: string, params: readonly unknown[] = []) {
      const rows = await sql.unsafe(text, [...params])
      return { rows: [...rows] as Row[] }
    },
  }
}
