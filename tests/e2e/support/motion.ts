// Waiting for motion to end before a test looks at what is on screen. A toast slides and fades in
// over 0.4 s: axe or a measurement taken meanwhile sees a half-transparent toast (a false contrast
// finding) or a box still on its way (a wrong position). Tests wait for these states, never for a
// fixed time.
import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Resolves once no CSS animation or transition is running on the element or inside it. Endless
 * animations (a spinner) are left out: they never finish. Uses no timers, so it also works under
 * page.clock.
 */
export async function animationsFinished(locator: Locator): Promise<void> {
  await locator.evaluate(async (root) => {
    // getAnimations() brings styles up to date first, so a transition that is due has started by then.
    const running = () =>
      root.getAnimations({ subtree: true }).filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity)
    for (let list = running(); list.length > 0; list = running()) {
      // A transition replaced by another one rejects its promise; the loop then waits for the new one.
      await Promise.allSettled(list.map((a) => a.finished))
    }
  })
}

/**
 * The newest toast once it is fully on screen: mounted, shown, not leaving, slid and faded in.
 * The pointer rests on it, as a reader's would: sonner then holds it instead of closing it after
 * 4 s, so a slow check (axe) still finds it there.
 */
export async function toastOnScreen(page: Page): Promise<Locator> {
  const toast = page.locator('[data-sonner-toast][data-front="true"]')
  await expect(toast).toHaveAttribute('data-mounted', 'true')
  await expect(toast).toHaveAttribute('data-visible', 'true')
  await expect(toast).toHaveAttribute('data-removed', 'false')
  await toast.hover()
  await animationsFinished(page.locator('[data-sonner-toaster]'))
  await expect(toast).toHaveCSS('opacity', '1')
  return toast
}
