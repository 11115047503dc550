// Waiting for islands the way a visitor meets them: an island is ready once its root carries
// `data-hydrated` (set by components/islands/hydrate.tsx). Islands hydrated when visible are scrolled
// to first, as a visitor would.
import { expect, type Page } from '@playwright/test'
import type { IslandName } from '../../oracles.ts'

/** Scrolls to the island and waits until it has hydrated. */
export async function waitForIsland(page: Page, name: IslandName): Promise<void> {
  const root = page.locator(`[data-island="${name}"]`)
  await root.scrollIntoViewIfNeeded()
  await expect(root).toHaveAttribute('data-hydrated', '')
}

/** Waits until every island of the page has hydrated, then scrolls back to the top. */
export async function waitForAllIslands(page: Page): Promise<void> {
  for (const root of await page.locator('[data-island]').all()) {
    await root.scrollIntoViewIfNeeded()
    await expect(root).toHaveAttribute('data-hydrated', '')
  }
  // At once, not smoothly (the page scrolls smoothly unless reduced motion is asked for).
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
}

/** The map hosts' addresses (Google's and OpenStreetMap's), for tests that answer or block them. */
export const mapHosts = /^https:\/\/(www\.google\.com|www\.openstreetmap\.org)\//
