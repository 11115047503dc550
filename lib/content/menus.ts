// The menus of the two languages: the English header and footer links (content/site.yaml, navigation)
// and the Spanish ones (content/es/ui.yaml, navigation). The Spanish menus list only pages that have a
// Spanish version, so they are shorter; but an English link to a page that has one must have its
// Spanish twin, or Spanish readers never find the page. The check names the Spanish menu to update.
import { dataFiles, parseYaml, type Content, type Problem, type SourceFile } from './validate.ts'

export function menuProblems(content: Partial<Content>, files: SourceFile[], routes: ReadonlySet<string>): Problem[] {
  const { site, spanishUi } = content
  if (!site || !spanishUi) return []
  const spanishFile = dataFiles.spanishUi.file
  const lineOf = parseYaml(spanishFile, files.find((f) => f.path === spanishFile)?.text ?? '', 0, [])?.lineOf ?? (() => undefined)
  const problems: Problem[] = []
  for (const menu of ['header', 'footer'] as const) {
    const spanishLinks = new Set(spanishUi.navigation[menu].map((link) => link.href.replace(/(.)\/$/, '$1')))
    for (const link of site.navigation[menu]) {
      const path = link.href.split(/[?#]/)[0]!.replace(/(.)\/$/, '$1')
      // The home page is the logo's link in both languages.
      if (!path.startsWith('/') || path === '/') continue
      const spanish = `/es${path}`
      if (!routes.has(spanish) || spanishLinks.has(spanish)) continue
      problems.push({
        file: spanishFile,
        line: lineOf(['navigation', menu]),
        level: 'error',
        message: `The English ${menu} menu (content/site.yaml, "navigation" → "${menu}") links to "${link.label}" (${path}), which has a Spanish page, but the Spanish ${menu} menu here does not. Add under "navigation" → "${menu}":  - label: <"${link.label}" in Spanish>  and under it  href: ${spanish}`,
      })
    }
  }
  return problems
}
