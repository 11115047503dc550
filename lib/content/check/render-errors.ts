// A page that cannot be pre-rendered is reported as the check reports a mistake, on the file it is made
// from, never as a stack trace: the net for anything the check has not caught.
import { formatProblems } from './check-engine.ts'
import { problem } from './check-types.ts'

export function renderErrorReport(route: string, file: string, error: unknown): string {
  const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0]
  const message = `The page ${route}, made from this file, could not be built: ${reason}. Check this file and the files it names (npm run check); if the check finds nothing, the fault is in the site's code: tell the web team.`
  return formatProblems([problem(file, undefined, message)])
}
