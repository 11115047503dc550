// `npm run requests -- --csv`: what staff open in a spreadsheet never runs as a formula.
import { describe, expect, it } from 'vitest'
import { csvCell, toCsv } from '../../../scripts/ops/requests-csv.ts'

describe('the CSV export', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","Click")', `"'=HYPERLINK(""http://evil.example"",""Click"")"`],
    ['+1 555 010 0123', `"'+1 555 010 0123"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\t=1', `"'\t=1"`],
    ['\r=1', `"'\r=1"`],
    ["O'Brien, Siobhán", `"O'Brien, Siobhán"`],
    ['555-010-0123', '"555-010-0123"'],
  ])('writes %j as %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell)
  })

  it('writes a header and one line per request, empty cells for missing fields', () => {
    const csv = toCsv([{ id: 7, created_at: new Date('2026-11-24T10:00:00Z'), kind: 'contact', name: '=cmd', email: 'a@example.com', phone: '5550100123', preferred_language: 'en', sent_from_language: 'en' }])
    const [header, line] = csv.split('\r\n')
    expect(header!.split(',')[0]).toBe('id')
    expect(line).toContain(`"7","2026-11-24T10:00:00.000Z","contact","'=cmd",""`)
  })
})
