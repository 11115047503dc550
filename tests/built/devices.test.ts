// What visitors' devices and search results read beyond the page itself, from the built site: the trail
// of pages above an article or an office (BreadcrumbList), the web app manifest and its icons (a patient
// who adds the site to a phone's home screen), and a link preview picture of each page's own title.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { siteUrl } from '../../renderer/headTags.ts'
import { content, routes, site } from '../e2e/content.ts'
import { builtFile, builtFileExists, builtPage, clientDir } from './built-site.ts'

const SITE = siteUrl()
type Json = Record<string, unknown>

/** Every block of structured data of a page, and every object inside them. */
function jsonLdNodes(route: string): Json[] {
  const all: Json[] = []
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit)
    else if (value && typeof value === 'object') {
      all.push(value as Json)
      Object.values(value).forEach(visit)
    }
  }
  for (const script of builtPage(route).document.querySelectorAll('script[type="application/ld+json"]')) visit(JSON.parse(script.textContent ?? ''))
  return all
}

const meta = (route: string, key: string) =>
  builtPage(route).document.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? undefined
const heading = (route: string) => (builtPage(route).document.querySelector('h1')?.textContent ?? '').replace(/\s+/g, ' ').trim()
const isSpanish = (route: string) => route === '/es' || route.startsWith('/es/')

describe('breadcrumbs (BreadcrumbList) on articles and office pages', () => {
  const pages = routes.filter((route) => /^(\/es)?\/(conditions|locations)\/[^/]+$/.test(route))

  it('lead from the home page of the page’s language down to the page itself, each step a page of the site', () => {
    expect(pages.length).toBeGreaterThan(0)
    let checked = 0
    for (const route of pages) {
      const lists = jsonLdNodes(route).filter((node) => node['@type'] === 'BreadcrumbList')
      expect(lists, route).toHaveLength(1)
      const items = lists[0]!.itemListElement as Json[]
      expect(items.length, route).toBeGreaterThanOrEqual(2)
      expect(items.map((item) => item.position), route).toEqual(items.map((_, index) => index + 1))
      for (const item of items) {
        expect(item['@type'], route).toBe('ListItem')
        expect(String(item.name).length, route).toBeGreaterThan(0)
        expect(String(item.item), route).toMatch(new RegExp(`^${SITE.replace(/[.]/g, '\\.')}/`))
        const path = String(item.item).slice(SITE.length) || '/'
        expect(routes, `${route}: ${path} is no page of the site`).toContain(path)
      }
      // First the home page, named with the practice's name; last the page, by its heading, at its canonical address.
      expect(items[0]!.name, route).toBe(site.practiceName)
      expect(items[0]!.item, route).toBe(`${SITE}${isSpanish(route) ? '/es' : '/'}`)
      const last = items.at(-1)!
      expect(last.item, route).toBe(builtPage(route).document.querySelector('link[rel="canonical"]')?.getAttribute('href'))
      expect(last.name, route).toBe(heading(route))
      checked++
    }
    console.log(`breadcrumbs checked on ${checked} pages`)
  })

  it('put an article under the list of conditions and an office under the list of offices', () => {
    const article = content.conditions.find((c) => c.data.layout === 'article')!
    const office = routes.find((route) => route.startsWith('/locations/'))!
    const middle = (route: string) => ((jsonLdNodes(route).find((node) => node['@type'] === 'BreadcrumbList')!.itemListElement as Json[])[1]!.item as string).slice(SITE.length)
    expect(middle(`/conditions/${article.slug}`)).toBe('/disorders')
    expect(middle(office)).toBe('/locations')
  })
})
