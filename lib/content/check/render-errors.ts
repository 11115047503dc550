// A page that cannot be pre-rendered from its content is reported as `npm run check` reports a mistake:
// the file the page is made from (the Spanish file for a Spanish page), in words, never a stack trace.
// The check finds content mistakes before the build; this is the net for anything it has not caught.
import { formatProblems } from './check-engine.ts'

/** The report for a page that failed to render: which file, what went wrong, and what to do. */
export function renderErrorReport(route: string, file: string, error: unknown): string {
  const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0]
  return formatProblems([
    {
      file,
      level: 'error',
      message: `The page ${route}, made from this file, could not be built: ${reason}. Check this file and the files it names (npm run check); if the check finds nothing, the fault is in the site's code: tell the web team.`,
    },
  ])
}
