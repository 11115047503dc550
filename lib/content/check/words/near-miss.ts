// Near misses: the name a slip of a few letters (or of capitals) was meant to be, for "Did you mean …?".

/** "Did you mean …?" for a near miss (a slip of a few letters or of capitals), or nothing. */
export function didYouMean(word: string, candidates: readonly string[], quote = (c: string) => `"${c}"`): string {
  const best = nearest(word, candidates)
  const close = best && (best.toLowerCase() === word.toLowerCase() || distance(word.toLowerCase(), best.toLowerCase()) <= Math.max(2, Math.floor(word.length / 4)))
  return close ? ` Did you mean ${quote(best)}?` : ''
}

export function nearest(word: string, candidates: readonly string[]): string {
  let best = candidates[0] ?? ''
  for (const candidate of candidates) if (distance(word, candidate) < distance(word, best)) best = candidate
  return best
}

/** A file's name ("contactus.html", "form.pdf"), which an editor may write where a page's address goes: not a website's name. */
export const FILE_NAME = /^(?:\.\/)?([\w/-]+)\.(html?|php|aspx?|pdf|jpe?g|png|svg|gif|webp|mdx?|ya?ml|docx?)$/i

/** Levenshtein distance. */
export function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1))
    }
    previous = current
  }
  return previous[b.length] ?? 0
}
