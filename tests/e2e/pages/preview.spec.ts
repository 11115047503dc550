// Preview builds (PREVIEW=1) carry a banner, "Last updated" and "Edit this page", and noindex; the live
// build (the one the other tests serve) shows none of it (routes.spec.ts). This builds a preview into
// its own folder once and reads its pages.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '../support/test.ts'
import { builtFileOf, contentFileOf, dayChanged, officeAddress, siteAddresses } from '../../oracles.ts'
import { content } from '../support/content.ts'

const OUT_DIR = 'dist-preview-test'
const pages = ['/', '/contactus', officeAddress(content.locations[0]!.name), `/conditions/${content.conditions[0]!.slug}`]
const htmlOf = (route: string) => readFileSync(builtFileOf(join(OUT_DIR, 'client'), route), 'utf8')
/** A Spanish condition page and a Spanish page of content/es/pages/, whichever the translations give. */
const spanishPages = [siteAddresses('es').find((route) => route.startsWith('/es/conditions/')), siteAddresses('es').find((route) => !route.startsWith('/es/conditions/'))].filter((route) => route !== undefined)

/** "Edit this page" opens the page's content file in the repository's editor, on the main branch. */
const editLink = (file: string) => new RegExp(`/edit/main/${file.replace(/[.]/g, '\\.')}$`)

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
      await expect(page.getByRole('link', { name: /Edit this page/ })).toHaveAttribute('href', editLink(contentFileOf(route)))
      await expect(page.getByText(/^Last updated/)).toBeVisible()
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    })
  }

  for (const route of spanishPages) {
    test(`${route} (Spanish) edits its translation under content/es/ and is dated by what it read`, async ({ page }) => {
      await page.setContent(htmlOf(route))
      const file = contentFileOf(route)
      expect(file).toMatch(/^content\/es\//)
      expect(existsSync(file), file).toBe(true)
      await expect(page.getByRole('link', { name: /Editar esta página/ })).toHaveAttribute('href', editLink(file))
      // The date is the day its content last changed: not before its translation changed (a file it shows may be newer), never in the future.
      const sources = JSON.parse(readFileSync(join(OUT_DIR, 'page-sources.json'), 'utf8')) as { pages: Record<string, string[]> }
      expect(sources.pages[route]).toContain(file)
      const date = await page.getByText(/^Actualizado el/).locator('time').getAttribute('datetime')
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(date! >= dayChanged(file), `${date} is before ${file} changed (${dayChanged(file)})`).toBe(true)
      expect(date! <= new Date().toISOString().slice(0, 10)).toBe(true)
    })
  }
})
