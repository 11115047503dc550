// `npm run requests`: the requests stored in the local database (.data/pglite or $LOCAL_DB_DIR), newest
// first, through a running server's socket or the folder itself.
//   --limit 5 (default 20)   --json   --csv (a field starting with = + - @, tab or CR gets a leading ')
// Control, bidirectional, invisible and tag characters are shown escaped (\u202e), so a request cannot
// move the cursor or hide words. Piped into a program that stops reading (head), it ends quietly.
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { uiFileSchema } from '../../lib/content/ui-schema.ts'
import { SOURCE_LANGUAGE, UI_FOLDER } from '../../lib/content/ui-files.ts'
import { OTHER_LANGUAGE } from '../../supabase/functions/_shared/form-fields.ts'
import type { RequestRow } from '../../supabase/functions/send-consultation/handler.ts'
import { defaultDataDir, LocalDatabaseError, openLocalDatabase } from '../../supabase/local/database.ts'
import { SettingError } from '../../lib/http/settings.ts'
import { REQUESTS_USAGE, requestsOptions } from './requests-options.ts'
import { toCsv } from './requests-csv.ts'

interface StoredRequest extends RequestRow {
  id: string | number
  /** The short reference the patient was shown after sending (and may quote on the phone). */
  reference: string
  created_at: Date | string
  /** Accepted during a surge with a solved challenge: a flood's requests are among these. */
  sent_during_surge: boolean
}

/** A language's name in English, whatever languages the site has ("Spanish"). */
const englishName = (code: string) => new Intl.DisplayNames('en', { type: 'language' }).of(code) ?? code

/** The language to call back in, in words staff read at a glance. */
function languageName(r: StoredRequest): string {
  return r.preferred_language === OTHER_LANGUAGE ? `${r.preferred_language_other ?? 'another language'} (other)` : englishName(r.preferred_language)
}

/** The insurance answers outside the list of plans, in the English words of the form ("No insurance / self-pay"). */
const insuranceWords: Record<string, string> = uiFileSchema.parse(parse(readFileSync(`${UI_FOLDER}/${SOURCE_LANGUAGE}.yaml`, 'utf8'))).form.insuranceOutsideList
const insuranceName = (insurance: string | null) => (insurance && Object.hasOwn(insuranceWords, insurance) ? `${insuranceWords[insurance]} (${insurance})` : insurance)

const options = requestsOptions(process.argv.slice(2))
if ('refused' in options) {
  console.error(`${options.refused}\n${REQUESTS_USAGE}`)
  process.exit(2)
}
const { limit, format } = options

// A reader that stops early (npm run requests | head) closes the pipe: end quietly, not with EPIPE's stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0)
  throw error
})

/** Characters a terminal obeys or that show nothing: C0/C1 controls, bidirectional controls, invisible format and tag characters. */
// eslint-disable-next-line no-control-regex -- matching these characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff\u{e0000}-\u{e007f}]/gu
/** The character as JSON writes an escape: \uXXXX, a pair of them beyond U+FFFF (valid in JSON and in CSV text). */
const escaped = (c: string) => [...c].flatMap((ch) => (ch.length === 2 ? [ch.charCodeAt(0), ch.charCodeAt(1)] : [ch.charCodeAt(0)])).map((code) => `\\u${code.toString(16).padStart(4, '0')}`).join('')
/** A stored value as it may be shown: every unsafe character escaped. */
const shown = (value: unknown) => String(value).replace(UNSAFE, escaped)
/** Line breaks and tabs stay in JSON's own escapes and in CSV cells (a message's lines); the rest is escaped. */
// eslint-disable-next-line no-control-regex -- as above
const UNSAFE_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff\u{e0000}-\u{e007f}]/gu
const shownInText = (text: string) => text.replace(UNSAFE_IN_TEXT, escaped)

/** A plain message for any failure: the local database's own message, or a database error's code. */
function fail(error: unknown): never {
  if (error instanceof LocalDatabaseError || error instanceof SettingError) console.error(error.message)
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
    `select id, reference, kind, name, first_name, last_name, email, phone, location, insurance, message,
            preferred_language, preferred_language_other, accommodation, sent_from_language, sent_during_surge, created_at
       from public.consultation_requests order by created_at desc, id desc limit $1`,
    [limit],
  )
  const { rows: counted } = await local.db.query<{ total: string | number }>('select count(*) as total from public.consultation_requests')
  const total = Number(counted[0]?.total ?? 0)
  if (format === 'csv') {
    console.log(shownInText(toCsv(rows)))
  } else if (format === 'json') {
    // JSON escapes the C0 controls itself; the others are escaped here, as JSON escapes.
    console.log(shownInText(JSON.stringify(rows.map((r) => ({ ...r, id: Number(r.id), created_at: new Date(r.created_at).toISOString() })), null, 2)))
  } else if (total === 0) {
    console.log(`No requests yet in ${dataDir}.\nSend one with the contact form (npm run dev, or npm run build && npm run preview).`)
  } else {
    console.log(`${total} request${total === 1 ? '' : 's'} in ${dataDir}${total > rows.length ? ` (showing the newest ${rows.length})` : ''}, newest first:\n`)
    for (const r of rows) {
      const when = new Date(r.created_at).toISOString().replace('T', ' ').slice(0, 19)
      const who = r.kind === 'contact' ? shown(r.name) : `${shown(r.first_name)} ${shown(r.last_name)}`
      console.log(`#${r.id}  ${when} UTC  ${r.kind}  reference ${r.reference}${r.sent_during_surge ? '  [sent during a surge: may be a flood, check before calling]' : ''}`)
      console.log(`    ${who} · ${shown(r.email)} · ${shown(r.phone)}`)
      console.log(`    Call back in: ${shown(languageName(r))} · Sent from the ${englishName(r.sent_from_language)} site`)
      if (r.accommodation) console.log(`    Interpreter or accommodation: ${shown(r.accommodation.replace(/\s+/g, ' '))}`)
      if (r.kind === 'appointment') {
        console.log(`    Location: ${shown(r.location)} · Insurance: ${shown(insuranceName(r.insurance))}`)
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
