// The options of a command, read with Node's own parseArgs: an option it does not know (a typo such as
// --bse) or an option without its value ends the command with what went wrong, its usage and exit code 2,
// not a stack trace.
import { parseArgs, type ParseArgsConfig } from 'node:util'

export function commandOptions<T extends ParseArgsConfig>(config: T, usage: string): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config)
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`)
    process.exit(2)
  }
}
