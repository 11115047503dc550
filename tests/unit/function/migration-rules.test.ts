// The baseline migration's rules, one test each, named after the rule: StrykerJS cannot mutate .sql, so
// each test here is written to fail when its rule is taken out of the SQL (a check, a grant, a step of
// consultation_submit or consultation_delete_expired). The numbers are the test's own.
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applyMigrations } from '../../../supabase/local/migrations.ts'
import { emptyDatabaseForEachTest } from './memory-database.ts'

const database = emptyDatabaseForEachTest()
const HASH = 'a'.repeat(64)
const contact = { kind: 'contact', name: 'Ann Lee', email: 'ann@example.com', phone: '5550100123' }
/** The request as the function gives it to consultation_submit (its columns as JSON). */
const submitted = JSON.stringify({ ...contact, preferred_language: 'en', sent_from_language: 'en' })
const appointment = { kind: 'appointment', first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', phone: '5550100123', location: 'Covington', insurance: 'Aetna', message: 'Hello' }

/** Inserts one request as a trusted writer: 'stored', or the constraint it broke. */
async function insert(row: Record<string, unknown>): Promise<string> {
  const columns = [...Object.keys(row), 'sender_hash']
  const values = [...Object.values(row), HASH]
  try {
    await database().query(`insert into public.consultation_requests (${columns.join(', ')}) values (${values.map((_, i) => `$${i + 1}`).join(', ')})`, values)
    return 'stored'
  } catch (error) {
    return /constraint "(\w+)"/.exec(String((error as Error).message))?.[1] ?? String((error as Error).message)
  }
}

// [rule, the row that breaks it, the nearest row that keeps it, the constraint's name]
const CHECKS: [string, Record<string, unknown>, Record<string, unknown>, string][] = [
  ['kind is contact or appointment', { ...contact, kind: 'other' }, contact, 'kind_check'],
  ['name is at most 100 characters', { ...contact, name: 'N'.repeat(101) }, { ...contact, name: 'N'.repeat(100) }, 'name_check'],
  ['name is not empty', { ...contact, name: '' }, { ...contact, name: 'N' }, 'name_check'],
  ['name is trimmed', { ...contact, name: ' Ann' }, contact, 'name_check'],
  ['first_name is at most 50 characters', { ...appointment, first_name: 'F'.repeat(51) }, { ...appointment, first_name: 'F'.repeat(50) }, 'first_name_check'],
  ['first_name is not empty', { ...appointment, first_name: '' }, { ...appointment, first_name: 'F' }, 'first_name_check'],
  ['first_name is trimmed', { ...appointment, first_name: 'Ann ' }, appointment, 'first_name_check'],
  ['last_name is at most 50 characters', { ...appointment, last_name: 'L'.repeat(51) }, { ...appointment, last_name: 'L'.repeat(50) }, 'last_name_check'],
  ['last_name is not empty', { ...appointment, last_name: '' }, { ...appointment, last_name: 'L' }, 'last_name_check'],
  ['last_name is trimmed', { ...appointment, last_name: ' Lee' }, appointment, 'last_name_check'],
  ['location is at most 200 characters', { ...appointment, location: 'l'.repeat(201) }, { ...appointment, location: 'l'.repeat(200) }, 'location_check'],
  ['location is not empty', { ...appointment, location: '' }, { ...appointment, location: 'l' }, 'location_check'],
  ['insurance is at most 200 characters', { ...appointment, insurance: 'i'.repeat(201) }, { ...appointment, insurance: 'i'.repeat(200) }, 'insurance_check'],
  ['insurance is not empty', { ...appointment, insurance: '' }, { ...appointment, insurance: 'i' }, 'insurance_check'],
  ['message is at most 1000 characters', { ...appointment, message: 'm'.repeat(1001) }, { ...appointment, message: 'm'.repeat(1000) }, 'message_check'],
  ['message is not empty', { ...appointment, message: '' }, { ...appointment, message: 'm' }, 'message_check'],
  ['message is trimmed', { ...appointment, message: 'Hello ' }, appointment, 'message_check'],
  ['email is at most 255 characters', { ...contact, email: `${'a'.repeat(244)}@example.com` }, { ...contact, email: `${'a'.repeat(243)}@example.com` }, 'email_check'],
  ['email is trimmed', { ...contact, email: 'ann@example.com ' }, contact, 'email_check'],
  ['email has one @ and a dot in its domain', { ...contact, email: 'ann@example' }, contact, 'email_check'],
  ['phone has at least 10 bytes', { ...contact, phone: '555010012' }, { ...contact, phone: '5550100123' }, 'phone_check'],
  ['phone is at most 40 characters', { ...contact, phone: '5'.repeat(41) }, { ...contact, phone: '5'.repeat(40) }, 'phone_check'],
  ['phone is trimmed', { ...contact, phone: '5550100123 ' }, contact, 'phone_check'],
  ['preferred_language is "other" or a language tag', { ...contact, preferred_language: 'Spanish' }, { ...contact, preferred_language: 'pt-BR' }, 'preferred_language_check'],
  ['preferred_language_other is at most 100 characters', { ...contact, preferred_language: 'other', preferred_language_other: 'v'.repeat(101) }, { ...contact, preferred_language: 'other', preferred_language_other: 'v'.repeat(100) }, 'preferred_language_other_check'],
  ['preferred_language_other is not empty', { ...contact, preferred_language: 'other', preferred_language_other: '' }, { ...contact, preferred_language: 'other', preferred_language_other: 'v' }, 'preferred_language_other_check'],
  ['preferred_language_other is trimmed', { ...contact, preferred_language: 'other', preferred_language_other: ' Tagalog' }, { ...contact, preferred_language: 'other', preferred_language_other: 'Tagalog' }, 'preferred_language_other_check'],
  ['accommodation is at most 500 characters', { ...contact, accommodation: 'a'.repeat(501) }, { ...contact, accommodation: 'a'.repeat(500) }, 'accommodation_check'],
  ['accommodation is not empty', { ...contact, accommodation: '' }, { ...contact, accommodation: 'a' }, 'accommodation_check'],
  ['accommodation is trimmed', { ...contact, accommodation: 'a wheelchair ' }, { ...contact, accommodation: 'a wheelchair' }, 'accommodation_check'],
  ['sent_from_language is a language tag', { ...contact, sent_from_language: 'EN' }, { ...contact, sent_from_language: 'es' }, 'sent_from_language_check'],
  ['a contact request has no appointment fields', { ...contact, message: 'Hello' }, contact, 'kind_fields'],
  ['an appointment request has no name', { ...appointment, name: 'Ann Lee' }, appointment, 'kind_fields'],
  ['an appointment request has every appointment field', { ...appointment, message: null }, appointment, 'kind_fields'],
  ['"other" needs the language written out', { ...contact, preferred_language: 'other' }, { ...contact, preferred_language: 'other', preferred_language_other: 'Tagalog' }, 'other_language'],
  ['a language written out needs "other"', { ...contact, preferred_language_other: 'Tagalog' }, contact, 'other_language'],
]

describe('consultation_requests: each check', () => {
  it.each(CHECKS)('%s', async (_rule, broken, kept, constraint) => {
    expect(await insert(broken)).toBe(`consultation_requests_${constraint}`)
    expect(await insert(kept)).toBe('stored')
  })

  it('sender_hash is 64 hex digits', async () => {
    await expect(database().query("insert into public.consultation_requests (kind, name, email, phone, sender_hash) values ('contact', 'Ann', 'a@b.co', '5550100123', 'not-a-hash')")).rejects.toThrow(/consultation_requests_sender_hash_check/)
  })
})

describe('the other tables: each check', () => {
  it.each([
    ['rate event sender_hash is 64 hex digits', "insert into public.consultation_rate_events (sender_hash, block_hash, at) values ('x', $1, now())", 'consultation_rate_events_sender_hash_check'],
    ['rate event block_hash is 64 hex digits', "insert into public.consultation_rate_events (sender_hash, block_hash, at) values ($1, 'x', now())", 'consultation_rate_events_block_hash_check'],
    ['spent challenge signature is 64 hex digits', "insert into public.consultation_spent_challenges (signature, expires_at) values ('x' || $1, now())", 'consultation_spent_challenges_signature_check'],
  ])('%s', async (_rule, sql, constraint) => {
    await expect(database().query(sql, [HASH])).rejects.toThrow(constraint)
  })

  it('a spent challenge is stored once (its primary key)', async () => {
    const spend = () => database().query('insert into public.consultation_spent_challenges (signature, expires_at) values ($1, now())', [HASH])
    await spend()
    await expect(spend()).rejects.toThrow(/consultation_spent_challenges_pkey/)
  })

  it('row-level security is on for every table, with no policy', async () => {
    const { rows } = await database().query<{ relname: string; relrowsecurity: boolean }>(
      "select relname, relrowsecurity from pg_class where relname like 'consultation\\_%' and relkind = 'r' order by relname",
    )
    expect(rows).toEqual(['consultation_rate_events', 'consultation_requests', 'consultation_spent_challenges', 'consultation_surges'].map((relname) => ({ relname, relrowsecurity: true })))
    expect((await database().query("select * from pg_policies where tablename like 'consultation%'")).rows).toEqual([])
  })
})

/** consultation_submit with the test's limits: 2 per sender, 3 per block, 4 in all, in a 600 s window. */
async function submit(sender: string, block: string, at: string, challenge: string | null = null) {
  const { rows } = await database().query<{ outcome: string; retry_after_seconds: number | null; surge_started: boolean }>(
    'select outcome, retry_after_seconds, surge_started from public.consultation_submit($1, $2, $3, 600, 2, 3, 4, $4, $5, $6)',
    [sender.repeat(64), block.repeat(64), at, challenge, challenge ? '2030-01-01T00:00:00Z' : null, submitted],
  )
  return rows[0]!
}
const T0 = '2030-01-01T00:00:00Z'
const at = (seconds: number) => new Date(Date.parse(T0) + seconds * 1000).toISOString()

describe('consultation_submit: each step', () => {
  it('a sender at its most in the window is sender_limited, with the seconds until its oldest request leaves', async () => {
    expect((await submit('a', '1', at(0))).outcome).toBe('stored')
    expect((await submit('a', '1', at(100))).outcome).toBe('stored')
    expect(await submit('a', '2', at(200))).toEqual({ outcome: 'sender_limited', retry_after_seconds: 400, surge_started: false })
    expect((await database().query('select * from public.consultation_requests')).rows).toHaveLength(2)
  })

  it('requests older than the window no longer count', async () => {
    await submit('a', '1', at(0))
    await submit('a', '1', at(1))
    expect((await submit('a', '1', at(600))).outcome).toBe('stored')
    expect((await database().query('select * from public.consultation_rate_events')).rows).toHaveLength(2)
  })

  it('a network block at its most in the window is block_limited', async () => {
    for (const sender of ['a', 'b', 'c']) expect((await submit(sender, '1', at(0))).outcome).toBe('stored')
    expect((await submit('d', '1', at(10))).outcome).toBe('block_limited')
    expect((await submit('d', '2', at(10))).outcome).toBe('stored')
  })

  it('all senders at the surge level is a surge, started once, and a solved challenge passes it flagged', async () => {
    for (const [sender, block] of ['a1', 'b2', 'c3', 'd4']) await submit(sender!, block!, at(0))
    expect(await submit('e', '5', at(1))).toMatchObject({ outcome: 'surge', surge_started: true })
    expect(await submit('f', '6', at(2))).toMatchObject({ outcome: 'surge', surge_started: false })
    expect((await database().query('select * from public.consultation_surges')).rows).toHaveLength(1)
    expect((await submit('e', '5', at(3), 'c'.repeat(64))).outcome).toBe('stored')
    const { rows } = await database().query<{ sent_during_surge: boolean }>('select sent_during_surge from public.consultation_requests order by id')
    expect(rows.map((r) => r.sent_during_surge)).toEqual([false, false, false, false, true])
  })

  it('a challenge already used is challenge_used, and nothing more is stored', async () => {
    expect((await submit('a', '1', at(0), 'c'.repeat(64))).outcome).toBe('stored')
    expect((await submit('b', '2', at(1), 'c'.repeat(64))).outcome).toBe('challenge_used')
    expect((await database().query('select * from public.consultation_requests')).rows).toHaveLength(1)
  })

  it('stores the request with the sender hash and answers its reference', async () => {
    const { rows } = await database().query<{ outcome: string; reference: string }>('select outcome, reference from public.consultation_submit($1, $1, null, 600, 5, 30, 300, null, null, $2)', [HASH, submitted])
    const [stored] = (await database().query<Record<string, unknown>>('select sender_hash, reference, name from public.consultation_requests')).rows
    expect(stored).toEqual({ sender_hash: HASH, reference: rows[0]!.reference, name: 'Ann Lee' })
  })
})

describe('consultation_delete_expired: each step', () => {
  it('keeps requests at least one day', async () => {
    await expect(database().query('select public.consultation_delete_expired(0)')).rejects.toThrow(/at least one day/)
  })

  it('deletes the requests and surges older than the days given, and keeps the rest', async () => {
    for (const age of [40, 20]) {
      await insert(contact)
      await database().query("update public.consultation_requests set created_at = now() - make_interval(days => $1) where created_at > now() - interval '1 minute'", [age])
      await database().query('insert into public.consultation_surges (started_at, last_refused_at) values (now() - make_interval(days => $1), now() - make_interval(days => $1))', [age])
    }
    const { rows } = await database().query<{ deleted: number }>('select public.consultation_delete_expired(30) as deleted')
    expect(rows[0]!.deleted).toBe(1)
    expect((await database().query('select * from public.consultation_requests')).rows).toHaveLength(1)
    expect((await database().query('select * from public.consultation_surges')).rows).toHaveLength(1)
  })
})

// On Supabase the API roles get every new table, sequence and function by default: the migration's
// revokes are what take that away. This database is given the same defaults before the migration.
describe('grants: the API roles can use nothing', () => {
  let pg: PGlite
  beforeAll(async () => {
    // 'memory://' names a new, empty database: the mutation run's set-up gives a migrated one to the others.
    pg = await PGlite.create('memory://')
    await pg.exec(`create role anon nologin noinherit; create role authenticated nologin noinherit;
      alter default privileges in schema public grant all on tables to anon, authenticated;
      alter default privileges in schema public grant all on sequences to anon, authenticated;`)
    await applyMigrations(pg)
  }, 180_000)
  afterAll(() => pg?.close())

  const can = async (role: string, privilege: string, on: string) => {
    const [kind, ...name] = on.split(' ')
    return (await pg.query<{ yes: boolean }>(`select has_${kind}_privilege($1, $2, $3) as yes`, [role, name.join(' '), privilege])).rows[0]!.yes
  }

  it.each(['anon', 'authenticated'])('tables are revoked from %s', async (role) => {
    for (const table of ['consultation_requests', 'consultation_rate_events', 'consultation_surges', 'consultation_spent_challenges']) {
      for (const privilege of ['select', 'insert', 'update', 'delete']) expect(await can(role, privilege, `table public.${table}`), `${privilege} on ${table}`).toBe(false)
    }
  })

  it.each(['anon', 'authenticated'])('sequences are revoked from %s', async (role) => {
    for (const sequence of ['consultation_requests_id_seq', 'consultation_rate_events_id_seq', 'consultation_surges_id_seq']) expect(await can(role, 'usage', `sequence public.${sequence}`)).toBe(false)
  })

  it.each(['public', 'anon', 'authenticated'])('functions are revoked from %s', async (role) => {
    const functions = ['public.consultation_reference(bigint)', 'public.consultation_submit(text, text, timestamptz, integer, integer, integer, integer, text, timestamptz, jsonb)', 'public.consultation_delete_expired(integer)']
    for (const fn of functions) expect(await can(role, 'execute', `function ${fn}`), fn).toBe(false)
  })
})
