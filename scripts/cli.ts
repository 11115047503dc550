// The command-line options of the scripts, read with Node's own parseArgs: `--limit 5` and `--limit=5`
// alike, and an option the script does not know (a typo), a missing value or a word it does not take
// stops it with its usage and exit code 2, instead of being ignored.
import { parseArgs } from 'node:util'

type Options = Record<string, { type: 'string' | 'boolean'; short?: string; multiple?: boolean; default?: string | boolean }>

export function readOptions<const T extends Options>(usage: string, options: T, config: { allowPositionals?: boolean; args?: string[] } = {}) {
  try {
    return parseArgs({ args: config.args ?? process.argv.slice(2), options, strict: true, allowPositionals: config.allowPositionals ?? false })
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`)
    process.exit(2)
  }
}
