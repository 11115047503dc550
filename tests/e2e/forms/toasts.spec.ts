// Where a toast shows up: in the bottom-right corner on a computer, out of the way of the form; on a
// phone, across the bottom of the screen (sonner's layout below 600 px), where a thumb can reach its
// close button. Measured once the toast has finished sliding in.
import type { Page } from '@playwright/test'
import { expect, test } from '../support/test.ts'
import { viewports, waitForIslands } from '../support/a11y-helpers.ts'
import { toastOnScreen } from '../support/motion.ts'

/** The box of the error toast after a failed send (the hosted function failing is faked). */
async function errorToastBox(page: Page) {
  await page.goto('/contactus')
  await waitForIslands(page)
  await page.route('**/functions/v1/send-consultation', (route) => route.fulfill({ status: 500, body: '{}' }))
  await page.getByLabel('Full Name').fill('Jane Tester')
  await page.getByLabel('Phone Number').fill('985-555-0142')
  await page.getByLabel('Email Address').fill('jane@example.com')
  await page.getByRole('button', { name: 'Submit' }).click()
  const toast = await toastOnScreen(page)
  const box = (await toast.boundingBox())!
  const screen = page.viewportSize()!
  // The whole toast is on screen, in its lower half.
  expect(box.x, 'left edge on screen').toBeGreaterThanOrEqual(0)
  expect(box.x + box.width, 'right edge on screen').toBeLessThanOrEqual(screen.width)
  expect(box.y + box.height, 'bottom edge on screen').toBeLessThanOrEqual(screen.height)
  expect(box.y, 'top edge in the lower half of the screen').toBeGreaterThan(screen.height / 2)
  return { box, screen }
}

test('on a computer the toast shows in the bottom-right corner', async ({ page }) => {
  await page.setViewportSize(viewports.desktop)
  const { box, screen } = await errorToastBox(page)
  expect(box.x, 'left edge in the right half').toBeGreaterThan(screen.width / 2)
  expect(screen.width - (box.x + box.width), 'gap to the right edge').toBeLessThan(64)
  expect(screen.height - (box.y + box.height), 'gap to the bottom edge').toBeLessThan(64)
})

test('on a phone the toast spans the bottom of the screen, just above the call bar, never over it', async ({ page }) => {
  await page.setViewportSize(viewports.phone)
  const { box, screen } = await errorToastBox(page)
  expect(box.width, 'toast width').toBeGreaterThan(screen.width * 0.85)
  const bar = (await page.locator('[data-call-bar]').boundingBox())!
  expect(box.y + box.height, 'bottom edge above the call bar').toBeLessThanOrEqual(bar.y)
  expect(bar.y - (box.y + box.height), 'gap to the call bar').toBeLessThan(64)
})
