// `npm run requests`: prints the contact and appointment requests stored in the local embedded database
// (.data/pglite, or $LOCAL_DB_DIR), newest first. Works while `npm run dev` or `npm run preview` is
// running: it then reads through that server's database socket (see supabase/local/database.ts).
//
//   npm run requests               the 20 newest
//   npm run requests -- --limit 5  the 5 newest
//   npm run requests -- --json     as JSON (one array)
//   npm run requests -- --csv      as CSV, for a spreadsheet: a field starting with = + - @ (or a tab or
//                                  carriage return) gets a leading ' so the spreadsheet shows it as text
//                                  instead of running it as a formula
//
// On a terminal, control and bidirectional characters in the stored fields are shown escaped (\u202e),
// so a request cannot move the cursor, ring the bell or reverse the text around it.
import type { RequestRow } from '../supabase/functions/send-consultation/handler.ts'
import { defaultDataDir, LocalDatabaseError, openLocalDatabase } from '../supabase/local/database.ts'
import { toCsv } from './requests-csv.ts'

interface StoredRequest extends RequestRow {
  id: string | number
  created_at: Date | string
  /** Accepted during a surge with a solved challenge: a flood's requests are among these. */
  sent_during_surge: boolean
}

const LANGUAGE_NAMES = { en: 'English', es: 'Spanish' } as const

/** The language to call back in, in words staff read at a glance. */
function languageName(r: StoredRequest): string {
  return r.preferred_language === 'other' ? `${r.preferred_language_other ?? 'another language'} (other)` : LANGUAGE_NAMES[r.preferred_language]
}

const args = process.argv.slice(2)
const asJson = args.includes('--json')
const asCsv = args.includes('--csv')
const limitIndex = args.indexOf('--limit')
const limit = limitIndex >= 0 ? Number(args[limitIndex + 1]) : 20
if (!Number.isInteger(limit) || limit < 1) {
  console.error('Usage: npm run requests -- [--limit N] [--json | --csv]')
  process.exit(2)
}

/** C0 and C1 controls (ESC, BEL, line breaks…) and the bidirectional controls, which a terminal obeys. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g
const escapeForTerminal = (text: string) => text.replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
/** A stored value as it may be shown: escaped on a terminal, as it is when the output goes to a file or program. */
const shown = (value: unknown) => (process.stdout.isTTY ? escapeForTerminal(String(value)) : String(value))

/** A plain message for any failure: the local database's own message, or a database error's code. */
function fail(error: unknown): never {
  if (error instanceof LocalDatabaseError) console.error(error.message)
  else {
    const { code, message } = error as { code?: unknown; message?: unknown }
    console.error(`Could not read the requests in ${dataDir}: ${typeof message === 'string' && message ? message : 'unknown error'}${typeof code === 'string' ? ` (${code})` : ''}.`)
  }
  process.exit(1)
}

const dataDir = defaultDataDir()
let local
try {
  local = await openLocalDatabase({ dataDir, waitMs: 30_000 })
} catch (error) {
  fail(error)
}

try {
  const { rows } = await local.db.query<StoredRequest>(
    `select id, kind, name, first_name, last_name, email, phone, location, insurance, message,
            preferred_language, preferred_language_other, accommodation, sent_from_language, sent_during_surge, created_at
       from public.consultation_requests order by created_at desc, id desc limit $1`,
    [limit],
  )
  const { rows: counted } = await local.db.query<{ total: string | number }>('select count(*) as total from public.consultation_requests')
  const total = Number(counted[0]?.total ?? 0)
  if (asCsv) {
    console.log(toCsv(rows))
  } else if (asJson) {
    // JSON escapes control characters itself; bidirectional ones are escaped on a terminal.
    console.log(shown(JSON.stringify(rows.map((r) => ({ ...r, id: Number(r.id), created_at: new Date(r.created_at).toISOString() })), null, 2)))
  } else if (total === 0) {
    console.log(`No requests yet in ${dataDir}.\nSend one with the contact form (npm run dev, or npm run build && npm run preview).`)
  } else {
    console.log(`${total} request${total === 1 ? '' : 's'} in ${dataDir}${total > rows.length ? ` (showing the newest ${rows.length})` : ''}, newest first:\n`)
    for (const r of rows) {
      const when = new Date(r.created_at).toISOString().replace('T', ' ').slice(0, 19)
      const who = r.kind === 'contact' ? shown(r.name) : `${shown(r.first_name)} ${shown(r.last_name)}`
      console.log(`#${r.id}  ${when} UTC  ${r.kind}${r.sent_during_surge ? '  [sent during a surge: may be a flood, check before calling]' : ''}`)
      console.log(`    ${who} · ${shown(r.email)} · ${shown(r.phone)}`)
      console.log(`    Call back in: ${shown(languageName(r))} · Sent from the ${LANGUAGE_NAMES[r.sent_from_language]} site`)
      if (r.accommodation) console.log(`    Interpreter or accommodation: ${shown(r.accommodation.replace(/\s+/g, ' '))}`)
      if (r.kind === 'appointment') {
        console.log(`    Location: ${shown(r.location)} · Insurance: ${shown(r.insurance)}`)
        console.log(`    Message: ${shown(r.message?.replace(/\s+/g, ' '))}`)
      }
      console.log('')
    }
  }
} catch (error) {
  await local.close().catch(() => undefined)
  fail(error)
} finally {
  await local.close()
}
