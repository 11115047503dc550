// Preview builds (PREVIEW=1) carry a banner, "Last updated" and "Edit this page", and noindex; the live
// build (the one the other tests serve) shows none of it (routes.spec.ts). This builds a preview into
// its own folder once and reads its pages.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from './test.ts'
import { lastModified, lastUpdated } from '../../lib/content/dates.ts'
import { pageDatedFiles, editUrl, readPageSources, sourceFileOf } from '../../lib/content/pageSources.ts'
import { htmlFileOf } from '../../scripts/page-files.ts'
import { routesIn } from '../../lib/content/routes.ts'
import { content, officePath, table } from './content.ts'

const OUT_DIR = 'dist-preview-test'
const pages = ['/', '/contactus', officePath(content.locations[0]!.name), `/conditions/${content.conditions[0]!.slug}`]
const htmlOf = (route: string) => readFileSync(htmlFileOf(join(OUT_DIR, 'client'), route), 'utf8')
/** A Spanish condition page and a Spanish page of content/es/pages/, whichever the translations give. */
const spanishPages = [routesIn(table, 'es').find((route) => route.startsWith('/es/conditions/')), routesIn(table, 'es').find((route) => !route.startsWith('/es/conditions/'))].filter((route) => route !== undefined)

test.describe('a preview build', () => {
  test.describe.configure({ mode: 'serial', timeout: 300_000 })

  test.beforeAll(() => {
    execFileSync('npx', ['vike', 'build'], { env: { ...process.env, PREVIEW: '1', OUT_DIR }, stdio: 'ignore', timeout: 280_000 })
  })
  test.afterAll(() => rmSync(OUT_DIR, { recursive: true, force: true }))

  for (const route of pages) {
    test(`${route} has the preview banner, Edit this page and noindex`, async ({ page }) => {
      await page.setContent(htmlOf(route))
      await expect(page.getByText('Preview of proposed changes, not the live site')).toBeVisible()
      await expect(page.getByRole('link', { name: /Edit this page/ })).toHaveAttribute('href', editUrl(sourceFileOf(table, route)))
      await expect(page.getByText(/^Last updated/)).toBeVisible()
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    })
  }

  for (const route of spanishPages) {
    test(`${route} (Spanish) edits its translation under content/es/ and is dated by what it read`, async ({ page }) => {
      await page.setContent(htmlOf(route))
      const file = sourceFileOf(table, route)
      expect(file).toMatch(/^content\/es\//)
      expect(existsSync(file), file).toBe(true)
      await expect(page.getByRole('link', { name: /Editar esta página/ })).toHaveAttribute('href', editUrl(file))
      // The date is the newest of the files the page read while it was built, its translation among them.
      const sources = readPageSources(join(OUT_DIR, 'page-sources.json'))!
      expect(sources.pages[route]).toContain(file)
      const date = lastModified(pageDatedFiles(sources, route))
      expect(date >= lastUpdated(file)).toBe(true)
      await expect(page.getByText(/^Actualizado el/).locator('time')).toHaveAttribute('datetime', date)
    })
  }
})
