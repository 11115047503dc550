// The migrations of supabase/migrations/, applied to PGlite as the Supabase CLI applies them.
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'

export const MIGRATIONS_DIR = resolve(import.meta.dirname, '..', 'migrations')

/** The roles of every Supabase database that the migrations name (PGlite has only postgres), and the CLI's table. */
const SUPABASE_SQL = `
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
end
$$;
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (version text primary key, name text, statements text[]);
`

/** A migration recorded in the database whose file has been rewritten since: the database has the old schema. */
export class MigrationChangedError extends Error {}

/**
 * Applies, in order and each in a transaction, the migrations not yet recorded; returns their versions.
 * A recorded migration whose file now says something else is refused before anything is applied.
 */
export async function applyMigrations(pg: PGlite, dir = MIGRATIONS_DIR): Promise<string[]> {
  await pg.exec(SUPABASE_SQL)
  const recorded = await pg.query<{ version: string; statements: string[] | null }>('select version, statements from supabase_migrations.schema_migrations')
  const done = new Map(recorded.rows.map((r) => [r.version, r.statements?.join('') ?? '']))
  const migrations = readdirSync(dir)
    .sort()
    .flatMap((file) => {
      const [, version, name] = /^(\d+)_(.+)\.sql$/.exec(file) ?? []
      return version && name ? [{ file, version, name, sql: readFileSync(join(dir, file), 'utf8') }] : []
    })
  const changed = migrations.find((m) => done.has(m.version) && done.get(m.version) !== m.sql)
  if (changed) throw new MigrationChangedError(`it was made with an earlier version of supabase/migrations/${changed.file}, which has changed since, so its tables and functions are not the ones the code uses now`)
  const pending = migrations.filter((m) => !done.has(m.version))
  for (const { version, name, sql } of pending) {
    await pg.transaction(async (tx) => {
      await tx.exec(sql)
      await tx.query('insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)', [version, name, [sql]])
    })
  }
  return pending.map((m) => m.version)
}
