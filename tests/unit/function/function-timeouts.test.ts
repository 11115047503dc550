// Database timeouts and a full disk: the function answers 503 with Retry-After, never waits long and
// never stores half a request. Against a real PostgreSQL 15 (the production database's behaviour: a
// session holding the function's advisory lock, lock_timeout of consultation_submit()) and PGlite
// (the same setting is part of the same SQL), plus a full disk injected at the database boundary.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../../supabase/functions/_shared/db.ts'
import { postgresJsDb } from '../../../supabase/functions/_shared/db.ts'
import { handleRequest, type LogEntry } from '../../../supabase/functions/send-consultation/handler.ts'
import { MIGRATIONS_DIR } from '../../../supabase/local/migrations.ts'
import { migratedMemoryDatabase, pgliteDb } from './memory-database.ts'
import { freePort } from '../local/raw-http.ts'
import { startRealPostgres, type RealPostgres } from '../../harness/real-postgres.ts'

const contact = { name: 'Jane Doe', phone: '(555) 010-0123', email: 'jane@example.com' }
const send = (db: Db, log: LogEntry[] = []) =>
  handleRequest(
    new Request('http://localhost/functions/v1/send-consultation', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-real-ip': '198.51.100.40' },
      body: JSON.stringify(contact),
    }),
    { db, env: { SENDER_HASH_SALT: 'timeouts' }, log: (entry) => log.push(entry) },
  )

describe('on real PostgreSQL 15', () => {
  let server: RealPostgres
  let sql: postgres.Sql
  let holder: postgres.Sql

  beforeAll(async () => {
    server = startRealPostgres(await freePort())
    const setup = postgres(server.url, { max: 1, onnotice: () => undefined })
    await setup.unsafe(`do $$ begin
      if not exists (select 1 from pg_roles where rolname = 'anon') then create role anon nologin; end if;
      if not exists (select 1 from pg_roles where rolname = 'authenticated') then create role authenticated nologin; end if;
    end $$`)
    for (const file of readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).sort()) await setup.unsafe(readFileSync(join(MIGRATIONS_DIR, file), 'utf8'))
    await setup.end()
    // The connection settings of index.ts: statement_timeout 5 s.
    sql = postgres(server.url, { max: 3, prepare: false, connection: { statement_timeout: 5000 }, onnotice: () => undefined })
    holder = postgres(server.url, { max: 1 })
  }, 120_000)

  afterAll(async () => {
    await sql?.end()
    await holder?.end()
    server?.stop()
  })

  it('answers 503 with Retry-After within the lock timeout while another session holds the advisory lock, and stores nothing', async () => {
    await holder.unsafe("select pg_advisory_lock(hashtext('public.consultation_submit'))")
    const log: LogEntry[] = []
    const started = performance.now()
    const response = await send(postgresJsDb(sql), log)
    const seconds = (performance.now() - started) / 1000
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('30')
    expect(seconds).toBeLessThan(5)
    expect(log).toContainEqual({ event: 'storage_failed', status: 503, code: '55P03' })
    await holder.unsafe("select pg_advisory_unlock(hashtext('public.consultation_submit'))")
    // Counted through the function's own connection wrapper, with no parameters (a statement may have none).
    expect((await postgresJsDb(sql).query<{ n: number }>('select count(*)::int as n from public.consultation_requests')).rows).toEqual([{ n: 0 }])
    // Once the lock is free, the same request is stored.
    expect((await send(postgresJsDb(sql))).status).toBe(200)
    console.log(`advisory lock held by another session: 503 after ${seconds.toFixed(1)} s (lock_timeout 3 s)`)
  }, 60_000)

  it('answers 503 when a statement runs past statement_timeout (57014)', async () => {
    const log: LogEntry[] = []
    // A statement that runs longer than the timeout, on the function's connection, before the submit.
    const sleepy: Db = {
      async query(text, params) {
        await sql.unsafe('select pg_sleep(6)')
        return postgresJsDb(sql).query(text, params)
      },
    }
    const response = await send(sleepy, log)
    expect(response.status).toBe(503)
    expect(log).toContainEqual({ event: 'storage_failed', status: 503, code: '57014' })
  }, 60_000)
})

describe('on PGlite (the local database)', () => {
  it('gives consultation_submit() the same lock timeout', async () => {
    const pg = await migratedMemoryDatabase()
    const { rows } = await pg.query<{ proconfig: string[] }>("select proconfig from pg_proc where proname = 'consultation_submit'")
    expect(rows[0]!.proconfig).toContain('lock_timeout=3s')
    await pg.close()
  }, 120_000)

  it('answers a full disk (SQLSTATE class 53) with 503 and Retry-After, and logs only the code', async () => {
    const pg = await migratedMemoryDatabase()
    const full: Db = {
      async query() {
        throw Object.assign(new Error('could not extend file "base/5/16390": No space left on device'), { code: '53100' })
      },
    }
    const log: LogEntry[] = []
    const response = await send(full, log)
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('30')
    expect(await response.json()).toEqual({ error: 'unavailable', message: 'Something went wrong. Please try again later.' })
    expect(log).toContainEqual({ event: 'storage_failed', status: 503, code: '53100' })
    expect(JSON.stringify(log)).not.toContain('No space')
    expect((await send(pgliteDb(pg))).status).toBe(200)
    await pg.close()
  }, 120_000)
})
