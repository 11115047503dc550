// The footer's office hours (content/site.yaml) and each office's own (content/locations.yaml): an
// office that keeps other hours must be named in the footer, or the check says so, naming both files.
import { describe, expect, it } from 'vitest'
import { footerHoursProblems } from '../../lib/content/footerHours.ts'
import { parseOfficeHours } from '../../lib/content/hours.ts'
import type { Content, SourceFile } from '../../lib/content/validate.ts'

const usual = 'Monday to Friday 8:00 AM to 4:30 PM'
const office = (name: string, hours: string) => ({ name, hours: [hours] })
const yaml = (offices: { name: string; hours: string[] }[]): SourceFile => ({
  path: 'content/locations.yaml',
  text: offices.map((o) => `- name: ${o.name}\n  hours:\n    - ${o.hours[0]}\n`).join(''),
})

function problemsOf(officeHours: string, offices: { name: string; hours: string[] }[]) {
  const content = { site: { officeHours }, locations: offices } as unknown as Content
  return footerHoursProblems(content, [yaml(offices), { path: 'content/site.yaml', text: `practiceName: X\nofficeHours: ${officeHours}\n` }])
}

describe('the footer’s office hours', () => {
  it('says nothing while every office keeps the footer’s hours', () => {
    expect(problemsOf(usual, [office('Covington', usual), office('Slidell', usual)])).toEqual([])
  })

  it('warns when one office changes its hours, naming the office’s line and the footer’s file', () => {
    const problems = problemsOf(usual, [office('Covington', usual), office('Slidell', 'Monday to Thursday 8:00 AM to 4:30 PM')])
    expect(problems).toEqual([{ file: 'content/locations.yaml', line: 6, level: 'warning', message: expect.stringContaining('content/site.yaml') }])
    expect(problems[0]!.message).toContain(`officeHours: "${usual} (Slidell: Monday to Thursday 8:00 AM to 4:30 PM)"`)
  })

  it('is satisfied once the footer names the office, and search engines still read the practice’s hours', () => {
    const footer = `${usual} (Slidell: Monday to Thursday 8:00 AM to 4:30 PM)`
    expect(problemsOf(footer, [office('Covington', usual), office('Slidell', 'Monday to Thursday 8:00 AM to 4:30 PM')])).toEqual([])
    expect(parseOfficeHours(footer)).toEqual(parseOfficeHours(usual))
  })

  it('warns on the footer when no office keeps its hours any more', () => {
    const problems = problemsOf(usual, [office('Covington', 'Monday to Friday 9:00 AM to 5:00 PM')])
    expect(problems).toEqual([{ file: 'content/site.yaml', line: 2, level: 'warning', message: expect.stringContaining('no office in content/locations.yaml keeps those hours') }])
  })
})
