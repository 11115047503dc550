/** A Markdown table, its first `left` columns aligned left and the figures after them right. */
export function markdownTable(header: string[], rows: string[][], left = 1): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)))
  const line = (row: string[]) => `| ${row.map((cell, i) => (i < left ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`
  const rule = widths.map((w, i) => (i < left ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`))
  return [line(header), `|${rule.join('|')}|`, ...rows.map(line)].join('\n')
}
