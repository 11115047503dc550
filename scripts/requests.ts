// `npm run requests`: prints the contact and appointment requests stored in the local embedded database
// (.data/pglite, or $LOCAL_DB_DIR), newest first. Works while `npm run dev` or `npm run preview` is
// running: it then reads through that server's database socket (see supabase/local/database.ts).
//
//   npm run requests               the 20 newest
//   npm run requests -- --limit 5  the 5 newest
//   npm run requests -- --json     as JSON (one array)
import type { RequestRow } from '../supabase/functions/send-consultation/handler.ts'
import { openLocalDatabase, defaultDataDir } from '../supabase/local/database.ts'

interface StoredRequest extends RequestRow {
  id: string | number
  created_at: Date | string
}

const LANGUAGE_NAMES = { en: 'English', es: 'Spanish' } as const

/** The language to call back in, in words staff read at a glance. */
function languageName(r: StoredRequest): string {
  return r.preferred_language === 'other' ? `${r.preferred_language_other ?? 'another language'} (other)` : LANGUAGE_NAMES[r.preferred_language]
}

const args = process.argv.slice(2)
const asJson = args.includes('--json')
const limitIndex = args.indexOf('--limit')
const limit = limitIndex >= 0 ? Number(args[limitIndex + 1]) : 20
if (!Number.isInteger(limit) || limit < 1) {
  console.error('Usage: npm run requests -- [--limit N] [--json]')
  process.exit(2)
}

const dataDir = defaultDataDir()
let local
try {
  local = await openLocalDatabase({ dataDir, waitMs: 30_000 })
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}

try {
  const { rows } = await local.db.query<StoredRequest>(
    `select id, kind, name, first_name, last_name, email, phone, location, insurance, message,
            preferred_language, preferred_language_other, accommodation, sent_from_language, created_at
       from public.consultation_requests order by created_at desc, id desc limit $1`,
    [limit],
  )
  const { rows: counted } = await local.db.query<{ total: string | number }>('select count(*) as total from public.consultation_requests')
  const total = Number(counted[0]?.total ?? 0)
  if (asJson) {
    console.log(JSON.stringify(rows.map((r) => ({ ...r, id: Number(r.id), created_at: new Date(r.created_at).toISOString() })), null, 2))
  } else if (total === 0) {
    console.log(`No requests yet in ${dataDir}.\nSend one with the contact form (npm run dev, or npm run build && npm run preview).`)
  } else {
    console.log(`${total} request${total === 1 ? '' : 's'} in ${dataDir}${total > rows.length ? ` (showing the newest ${rows.length})` : ''}, newest first:\n`)
    for (const r of rows) {
      const when = new Date(r.created_at).toISOString().replace('T', ' ').slice(0, 19)
      const who = r.kind === 'contact' ? r.name : `${r.first_name} ${r.last_name}`
      console.log(`#${r.id}  ${when} UTC  ${r.kind}`)
      console.log(`    ${who} · ${r.email} · ${r.phone}`)
      console.log(`    Call back in: ${languageName(r)} · Sent from the ${LANGUAGE_NAMES[r.sent_from_language]} site`)
      if (r.accommodation) console.log(`    Interpreter or accommodation: ${r.accommodation.replace(/\s+/g, ' ')}`)
      if (r.kind === 'appointment') {
        console.log(`    Location: ${r.location} · Insurance: ${r.insurance}`)
        console.log(`    Message: ${r.message?.replace(/\s+/g, ' ')}`)
      }
      console.log('')
    }
  }
} finally {
  await local.close()
}
