// The forms' rules have one definition (supabase/functions/_shared/form-fields.ts): the database's
// checks in the migration say the same numbers, and a changed phone minimum changes what the islands'
// check, the function and the database accept, together. The change is made in a scratch copy of the
// code, as an engineer would make it.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, describe, expect, it } from 'vitest'
import { readContentFiles } from '../../../lib/content/check/load.ts'
import { checkUiFiles } from '../../../lib/content/ui-files.ts'
import * as realRules from '../../../supabase/functions/_shared/form-fields.ts'
import { applyMigrations } from '../../../supabase/local/migrations.ts'
import { pgliteDb } from './memory-database.ts'

const root = resolve(import.meta.dirname, '..', '..', '..')
const migrationsOf = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .join('\n')

type Rules = Pick<typeof realRules, 'FIELD_RULES' | 'PHONE_NUMBER'>
const COLUMNS = { name: 'name', firstName: 'first_name', lastName: 'last_name', location: 'location', insurance: 'insurance', message: 'message', preferredLanguageOther: 'preferred_language_other', accommodation: 'accommodation', email: 'email', phone: 'phone' } as const

/** Where the migration's checks say other numbers than the rules: each as "column: sql says x, rule says y". */
function disagreements(sql: string, { FIELD_RULES, PHONE_NUMBER }: Rules): string[] {
  const found: string[] = []
  const expectNumber = (what: string, pattern: RegExp, rule: number) => {
    const said = [...sql.matchAll(pattern)].map((m) => Number(m[1]))
    if (said.length !== 1 || said[0] !== rule) found.push(`${what}: the migration says ${said.join(', ') || 'nothing'}, the rule ${rule}`)
  }
  for (const [field, column] of Object.entries(COLUMNS)) {
    const rule = FIELD_RULES[field as keyof typeof COLUMNS]
    expectNumber(`${column} at most`, new RegExp(`char_length\\(${column}\\) (?:between 1 and|<=) (\\d+)`, 'g'), rule.max)
  }
  expectNumber('phone at least', /octet_length\(phone\) >= (\d+)/g, PHONE_NUMBER.min)
  return found
}

describe('the database checks the rules of the forms', () => {
  it('with the numbers of the one definition, field by field', () => {
    expect(Object.keys(COLUMNS).length).toBeGreaterThan(5)
    expect(disagreements(migrationsOf(join(root, 'supabase', 'migrations')), realRules)).toEqual([])
  })

  it('and a migration that says another number is named', () => {
    const sql = migrationsOf(join(root, 'supabase', 'migrations'))
    const changed = sql.replace(/octet_length\(phone\) >= \d+/, 'octet_length(phone) >= 9').replace(/char_length\(message\) between 1 and \d+/, 'char_length(message) between 1 and 999')
    expect(disagreements(changed, realRules)).toEqual([
      expect.stringMatching(/^message at most: the migration says 999/),
      expect.stringMatching(/^phone at least: the migration says 9, the rule/),
    ])
  })
})

describe('a phone minimum changed in the definition', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'form-rules-'))
  afterAll(() => rmSync(scratch, { recursive: true, force: true }))

  /** The code the forms and the function run, copied, with the phone's fewest digits set to `min` (the rule and the migration's check). */
  function copyWithPhoneMinimum(min: number): string {
    for (const part of ['supabase/functions', 'supabase/migrations', 'lib/i18n', 'components/forms']) cpSync(join(root, part), join(scratch, part), { recursive: true })
    symlinkSync(join(root, 'node_modules'), join(scratch, 'node_modules'))
    const rulesFile = join(scratch, 'supabase/functions/_shared/form-fields.ts')
    const rules = readFileSync(rulesFile, 'utf8')
    expect(rules).toMatch(/PHONE_NUMBER = \{ min: \d+,/)
    writeFileSync(rulesFile, rules.replace(/PHONE_NUMBER = \{ min: \d+,/, `PHONE_NUMBER = { min: ${min},`))
    for (const file of readdirSync(join(scratch, 'supabase/migrations'))) {
      const path = join(scratch, 'supabase/migrations', file)
      writeFileSync(path, readFileSync(path, 'utf8').replace(/octet_length\(phone\) >= \d+/, `octet_length(phone) >= ${min}`))
    }
    return scratch
  }

  it('moves what the islands, the function and the database accept together, with the message saying the new number', async () => {
    const min = realRules.PHONE_NUMBER.min - 3
    const dir = copyWithPhoneMinimum(min)
    const rules = (await import(join(dir, 'supabase/functions/_shared/form-fields.ts'))) as typeof realRules
    expect(disagreements(migrationsOf(join(dir, 'supabase/migrations')), rules)).toEqual([])

    const { contactRequestSchema } = (await import(join(dir, 'supabase/functions/_shared/requests.ts'))) as typeof import('../../../supabase/functions/_shared/requests.ts')
    const { fieldMessage } = (await import(join(dir, 'components/forms/formText.ts'))) as typeof import('../../../components/forms/formText.ts')
    const { handleRequest } = (await import(join(dir, 'supabase/functions/send-consultation/handler.ts'))) as typeof import('../../../supabase/functions/send-consultation/handler.ts')
    const english = checkUiFiles(readContentFiles(root)).ui.en!.form

    const pg = await PGlite.create()
    await applyMigrations(pg, join(dir, 'supabase/migrations'))
    try {
      const site = 'https://www.example.org'
      let sender = 0
      const send = (phone: string) =>
        handleRequest(
          new Request('http://localhost/functions/v1/send-consultation', {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: site, 'x-real-ip': `10.0.${++sender}.1` },
            body: JSON.stringify({ name: 'Ann Lee', email: 'ann@example.com', phone }),
          }),
          { db: pgliteDb(pg), env: { ALLOWED_ORIGINS: site, SENDER_HASH_SALT: 'salt' }, log: () => {} },
        )
      const island = (phone: string) => {
        const result = contactRequestSchema.safeParse({ name: 'Ann Lee', email: 'ann@example.com', phone })
        const issue = result.error?.issues.find((i) => i.path[0] === 'phone')
        return issue && fieldMessage(english, 'phone', { type: issue.code, message: issue.message })
      }
      const database = (phone: string) =>
        pg
          .query("insert into public.consultation_requests (kind, name, email, phone, sender_hash) values ('contact', 'Ann Lee', 'ann@example.com', $1, $2)", [phone, 'a'.repeat(64)])
          .then(() => 'stored', (error: Error) => error.message)

      const enough = '5'.repeat(min) // the new minimum of digits, which the old one refused
      const tooFew = '5'.repeat(min - 1)
      const message = `Phone number must be at least ${min} digits`
      expect(island(enough)).toBeUndefined()
      expect((await send(enough)).status).toBe(200)
      expect(await database(enough)).toBe('stored')
      expect(island(tooFew)).toBe(message)
      const refused = await send(tooFew)
      expect(refused.status).toBe(400)
      expect(await refused.json()).toMatchObject({ fieldErrors: { phone: [message] } })
      expect(await database(tooFew)).toMatch(/check constraint/)
    } finally {
      await pg.close()
    }
  }, 120_000)
})
