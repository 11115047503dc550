// A translated menu (content/ui/<language>.yaml) lists only pages that have a version in its language;
// but an English menu link to a page that has one must have its twin there, or its readers never find it.
import { SOURCE_LANGUAGE, UI_FOLDER } from '../ui-files.ts'
import { parseYaml, type Problem, type SourceFile } from './check-engine.ts'
import { problem } from './check-types.ts'
import type { Content } from '../content-types.ts'

export function menuProblems(content: Partial<Content>, files: SourceFile[], routes: ReadonlySet<string>): Problem[] {
  const { site, ui } = content
  if (!site || !ui) return []
  const problems: Problem[] = []
  for (const [lang, words] of Object.entries(ui)) {
    const translated = words.translatedSite?.navigation
    if (lang === SOURCE_LANGUAGE || !translated) continue
    const file = `${UI_FOLDER}/${lang}.yaml`
    const lineOf = parseYaml(file, files.find((f) => f.path === file)?.text ?? '', 0, [])?.lineOf ?? (() => undefined)
    for (const menu of ['header', 'footer'] as const) {
      const translatedLinks = new Set(translated[menu].map((link) => link.href.replace(/(.)\/$/, '$1')))
      for (const link of site.navigation[menu]) {
        const path = link.href.split(/[?#]/)[0]!.replace(/(.)\/$/, '$1')
        // The home page is the logo's link in every language.
        if (!path.startsWith('/') || path === '/') continue
        const twin = `/${lang}${path}`
        if (!routes.has(twin) || translatedLinks.has(twin)) continue
        const message = `The English ${menu} menu (content/site.yaml, "navigation" → "${menu}") links to "${link.label}" (${path}), which has a page in this language, but the ${menu} menu here does not. Add under "translatedSite" → "navigation" → "${menu}":  - label: <"${link.label}" translated>  and under it  href: ${twin}`
        problems.push(problem(file, lineOf(['translatedSite', 'navigation', menu]), message))
      }
    }
  }
  return problems
}
