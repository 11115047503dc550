// The options of `npm run requests`, read with Node's own parseArgs: `--limit 5` and `--limit=5` alike,
// and an option it does not know (a typo), a missing value, a word it does not take, a limit that is
// not a whole number from 1 on, or both formats at once is refused with its usage (and exit code 2,
// scripts/ops/requests.ts), instead of being ignored.
import { parseArgs } from 'node:util'

export const REQUESTS_USAGE = 'Usage: npm run requests -- [--limit N] [--json | --csv]'

export interface RequestsOptions {
  /** How many of the newest requests to show. */
  limit: number
  format: 'text' | 'json' | 'csv'
}

/** The options the command was given, or why they cannot be used (one sentence, without the usage). */
export function requestsOptions(args: string[]): RequestsOptions | { refused: string } {
  let values
  try {
    ;({ values } = parseArgs({ args, options: { limit: { type: 'string', default: '20' }, json: { type: 'boolean' }, csv: { type: 'boolean' } }, strict: true, allowPositionals: false }))
  } catch (error) {
    return { refused: error instanceof Error ? error.message : String(error) }
  }
  if (values.json && values.csv) return { refused: 'Choose one of --json and --csv.' }
  const limit = /^\d+$/.test(values.limit) ? Number(values.limit) : NaN
  if (!Number.isSafeInteger(limit) || limit < 1) return { refused: `--limit must be a whole number from 1 on (it is "${values.limit}").` }
  return { limit, format: values.json ? 'json' : values.csv ? 'csv' : 'text' }
}
