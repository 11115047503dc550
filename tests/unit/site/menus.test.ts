// The menus of the two languages: an English menu link to a page that has a Spanish version must
// have its Spanish twin, or the check names the Spanish menu to update.
import { describe, expect, it } from 'vitest'
import { menuProblems } from '../../../lib/content/check/menus.ts'
import type { Content } from '../../../lib/content/check/validate.ts'

const link = (label: string, href: string) => ({ label, href })
const menus = (english: { label: string; href: string }[], spanish: { label: string; href: string }[]) =>
  ({ site: { navigation: { header: english, footer: [] } }, ui: { en: {}, es: { translatedSite: { navigation: { header: spanish, footer: [] } } } } }) as unknown as Content
const routes = new Set(['/', '/es', '/parking', '/es/parking', '/procedures'])
const spanishUi = { path: 'content/ui/es.yaml', text: 'menu: Menú\ntranslatedSite:\n  navigation:\n    header:\n      - label: Contáctenos\n        href: /es/contactus\n' }

describe('the menus of both languages', () => {
  it('accepts an English link whose page has no Spanish version, and the home page', () => {
    expect(menuProblems(menus([link('Home', '/'), link('Procedures', '/procedures')], []), [spanishUi], routes)).toEqual([])
  })

  it('names the Spanish menu when only the English menu links to a translated page', () => {
    const [problem, ...more] = menuProblems(menus([link('Parking', '/parking')], []), [spanishUi], routes)
    expect(more).toEqual([])
    expect(problem).toMatchObject({ file: 'content/ui/es.yaml', line: 5, level: 'error' })
    expect(problem!.message).toContain('Add under "translatedSite" → "navigation" → "header"')
    expect(problem!.message).toContain('href: /es/parking')
  })

  it('is satisfied once the Spanish menu has the link', () => {
    expect(menuProblems(menus([link('Parking', '/parking')], [link('Estacionamiento', '/es/parking')]), [spanishUi], routes)).toEqual([])
  })
})
