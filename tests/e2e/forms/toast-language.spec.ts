// The pop-up messages (toasts) after a form is sent speak the page's language: their title and text,
// what screen readers call their area, and their close button, all from content/ui/<language>.yaml.
// The toast library's own English words ("Notifications", "Close toast") must not reach a Spanish page.
import type { Page } from '@playwright/test'
import { wordsFile } from '../../oracles.ts'
import type { UiText } from '../../../lib/content/ui-schema.ts'
import { expect, test } from '../support/test.ts'
import { waitForIslands } from '../support/a11y-helpers.ts'
import { toastOnScreen } from '../support/motion.ts'
import { site } from '../support/content.ts'

const formPages = { en: '/contactus', es: '/es/contactus' } as const

/** Sends the contact form of `path` while the hosted function fails (faked: the error toast needs no database). */
async function sendWhileTheFunctionFails(page: Page, path: string, words: UiText['form']) {
  await page.goto(path)
  await waitForIslands(page)
  await page.route('**/functions/v1/send-consultation', (route) => route.fulfill({ status: 500, body: '{}' }))
  await page.getByLabel(words.labels.fullName).fill('Lucía Tester')
  await page.getByLabel(words.labels.phone).fill('985-555-0142')
  await page.getByLabel(words.labels.email).fill('lucia@example.com')
  await page.getByRole('button', { name: words.submit }).click()
}

for (const [lang, path] of Object.entries(formPages) as [keyof typeof formPages, string][]) {
  test(`${path}: the error toast, its area and its close button are in the page's language`, async ({ page }) => {
    const words = (wordsFile(lang) as unknown as UiText).form
    await sendWhileTheFunctionFails(page, path, words)

    const toast = await toastOnScreen(page)
    await expect(toast).toContainText(words.errorTitle)
    await expect(toast).toContainText(words.errorMessage.replace('{phone}', site.phones.errorMessage))
    // sonner names its area "<label> <hotkey>", such as "Notificaciones alt+T".
    const region = page.locator('[data-sonner-toaster]').locator('xpath=ancestor::section[1]')
    await expect(region).toHaveAttribute('aria-label', new RegExp(`^${words.toastsLabel} `))
    const close = toast.getByRole('button', { name: words.closeToast, exact: true })
    await expect(close).toBeVisible()
    await close.click()
    await expect(toast).toHaveCount(0)
  })
}

test('a Spanish toast shows none of the toast library’s English words', async ({ page }) => {
  const english = (wordsFile('en') as unknown as UiText).form
  const spanish = (wordsFile('es') as unknown as UiText).form
  await sendWhileTheFunctionFails(page, formPages.es, spanish)
  await toastOnScreen(page)
  const labels = await page.locator('[aria-label]').evaluateAll((elements) => elements.map((el) => el.getAttribute('aria-label') ?? ''))
  for (const word of [english.toastsLabel, english.closeToast]) expect(labels.filter((label) => label.includes(word)), word).toEqual([])
})
