/** 2026-10-01 → October 1, 2026 (read as a calendar date, whatever the server's time zone). */
export function formatDate(isoDate: string, lang: 'en' | 'es' = 'en'): string {
  // Spanish pages: "23 de noviembre de 2026".
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString(lang === 'es' ? 'es-US' : 'en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
}
