// The CSV of `npm run requests -- --csv`, safe to open in a spreadsheet.

const CSV_COLUMNS = [
  'id', 'created_at', 'kind', 'name', 'first_name', 'last_name', 'email', 'phone', 'location', 'insurance', 'message',
  'preferred_language', 'preferred_language_other', 'accommodation', 'sent_from_language', 'sent_during_surge', 'reference',
] as const

/** One CSV cell, quoted; a value a spreadsheet would run as a formula (= + - @, tab, CR) starts with ' (OWASP). */
export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value)
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return `"${safe.replace(/"/g, '""')}"`
}

/** The requests as CSV: a header line, then one line per request (CRLF, as spreadsheets expect). */
export function toCsv(rows: readonly object[]): string {
  const cell = (row: Record<string, unknown>, column: string) =>
    column === 'created_at' && !(row.created_at instanceof Date) ? new Date(String(row.created_at)) : row[column]
  const lines = rows.map((row) => CSV_COLUMNS.map((column) => csvCell(cell(row as Record<string, unknown>, column))).join(','))
  return [CSV_COLUMNS.join(','), ...lines].join('\r\n')
}

