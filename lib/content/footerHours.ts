// The footer of every page gives the practice's office hours (content/site.yaml officeHours; the other
// languages write the same hours in their own words by themselves). Each office keeps its own hours
// (content/locations.yaml). When an office's hours are not the footer's, the footer must name that
// office, like "Monday to Friday 8:00 AM to 4:30 PM (Slidell: Monday to Thursday 8:00 AM to 4:30 PM)";
// otherwise the check warns, naming both files, so a change to one office's hours is never left
// contradicting the footer.
import { footerMainHours, readHours } from './hours.ts'
import { parseYaml, type Problem, type SourceFile } from './check-engine.ts'
import type { Content } from './content-types.ts'

const SITE = 'content/site.yaml'
const LOCATIONS = 'content/locations.yaml'

const same = (a: string, b: string) => JSON.stringify(readHours(a) ?? a) === JSON.stringify(readHours(b) ?? b)

export function footerHoursProblems(content: Partial<Content>, files: SourceFile[]): Problem[] {
  const { site, locations } = content
  if (!site || !locations) return []
  const lineIn = (file: string, field: string) => {
    const index = (files.find((f) => f.path === file)?.text ?? '').split('\n').findIndex((line) => line.trimStart().startsWith(`${field}:`))
    return index >= 0 ? index + 1 : undefined
  }
  const text = files.find((f) => f.path === LOCATIONS)?.text ?? ''
  const officeLine = parseYaml(LOCATIONS, text, 0, [])?.lineOf ?? (() => undefined)
  const main = footerMainHours(site.officeHours)
  const problems: Problem[] = []
  const differing = locations.flatMap((office, index) => (office.hours.length === 1 && same(office.hours[0]!, main) ? [] : [{ office, index }]))
  if (differing.length === locations.length && locations.length > 0) {
    problems.push({
      file: SITE,
      line: lineIn(SITE, 'officeHours'),
      level: 'warning',
      message: `The footer of every page says the office hours are "${main}", but no office in ${LOCATIONS} keeps those hours any more. Write the hours most offices keep in "officeHours" here.`,
    })
    return problems
  }
  for (const { office, index } of differing) {
    const hours = office.hours.join(', ')
    const example = `${main} (${office.name}: ${hours})`
    if (!site.officeHours.includes(office.name))
      problems.push({
        file: LOCATIONS,
        line: officeLine([index, 'hours']),
        level: 'warning',
        message: `${office.name} keeps "${hours}", but the footer of every page says the office hours are "${main}" (${SITE}, "officeHours"). Name ${office.name} there, in double quotes because of the colon, for example: officeHours: "${example}".`,
      })
  }
  return problems
}
