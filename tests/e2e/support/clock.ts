import type { Page } from '@playwright/test'

/** Fake, paused time: timers move only when the test calls page.clock.runFor(). */
export async function freezeClock(page: Page): Promise<void> {
  const start = new Date('2026-11-02T09:00:00')
  await page.clock.install({ time: start })
  await page.clock.pauseAt(new Date(start.getTime() + 1000))
}
