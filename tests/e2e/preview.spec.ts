// Preview builds (PREVIEW=1) carry a banner, "Last updated" and "Edit this page", and noindex; the live
// build (the one the other tests serve) shows none of it (routes.spec.ts). This builds a preview into
// its own folder once and reads its pages.
import { execFileSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from './test.ts'
import { editUrl } from '../../lib/content/pageSources.ts'
import { htmlFileOf } from '../../scripts/page-files.ts'
import { officePath } from '../../lib/content/routes.ts'
import { content } from './content.ts'

const OUT_DIR = 'dist-preview-test'
const pages = ['/', '/contactus', officePath(content.locations[0]!.name), `/conditions/${content.conditions[0]!.slug}`]
const htmlOf = (route: string) => readFileSync(htmlFileOf(join(OUT_DIR, 'client'), route), 'utf8')

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
      await expect(page.getByRole('link', { name: /Edit this page/ })).toHaveAttribute('href', editUrl(route))
      await expect(page.getByText(/^Last updated/)).toBeVisible()
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    })
  }
})
