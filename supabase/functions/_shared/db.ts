/** What the function needs of a database: one SQL statement with $1, $2… parameters. */
export interface Db {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<{ rows: Row[] }>
}

/** The part of a postgres.js client used (structural, so this file imports nothing). */
export interface PostgresJsLike {
  // deno-lint-ignore no-explicit-any
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  unsafe(query: string, parameters?: any[]): PromiseLike<any[]>
}

/** Wraps a postgres.js client (npm:postgres) as a Db. */
export function postgresJsDb(sql: PostgresJsLike): Db {
  return {
    query: async <Row>(text: string, params: readonly unknown[] = []) => ({ rows: [...(await sql.unsafe(text, [...params]))] as Row[] }),
  }
}
