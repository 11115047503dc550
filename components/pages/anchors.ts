// Stable anchors for page sections. Pure, so the browser tests can compute the same ids.

/** The anchor of a section: its title in lowercase, words joined by dashes ("Privacy Policy" → privacy-policy). */
export function sectionId(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}
