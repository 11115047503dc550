import { chromium } from '@playwright/test'
const [base, tag] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } })
  await page.goto(base + '/language-assistance')
  await page.locator('li[lang="ko"]').scrollIntoViewIfNeeded()
  await page.locator('ul:has(li[lang="ko"])').scrollIntoViewIfNeeded()
  await page.evaluate(() => document.fonts.ready)
  await page.waitForTimeout(500)
  console.log(width, await page.evaluate(() => [...document.fonts].map((f) => `${f.family}:${f.status}`).join(' ')))
  const list = page.locator('ul:has(li[lang="ko"])')
  await list.screenshot({ path: `/work/wt/screens/devices-taglines-${tag}-${width}.png` })
  await page.close()
}
await browser.close()
