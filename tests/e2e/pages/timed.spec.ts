// The video ad preview and the waiting-room slideshow, driven with Playwright's clock.
import { expect, test } from '../support/test.ts'
import { content } from '../support/content.ts'
import { freezeClock } from '../support/clock.ts'
import { waitForIsland } from '../support/islands.ts'

const { videoScenes, slideshow } = content

test('the video preview plays every scene for its duration, then stops', async ({ page }) => {
  await freezeClock(page)
  await page.goto('/video-preview')
  await waitForIsland(page, 'VideoPreview')
  const total = videoScenes.reduce((sum, s) => sum + s.durationMs, 0) / 1000
  expect(total).toBe(30)
  await expect(page.getByText(`Total duration: ${total} seconds`)).toBeVisible()
  const screen = page.getByTestId('video-screen')
  await expect(screen).toHaveText('Click Play to start preview')

  const play = page.getByRole('button', { name: 'Play Video' })
  await play.click()
  await expect(play).toBeDisabled()
  for (const [i, scene] of videoScenes.entries()) {
    await expect(screen.getByRole('heading')).toHaveText(scene.heading)
    await expect(page.getByText(`Scene ${i + 1} of ${videoScenes.length}`)).toBeVisible()
    // Just before its end the scene is still showing.
    await page.clock.runFor(scene.durationMs - 100)
    await expect(screen.getByRole('heading')).toHaveText(scene.heading)
    await page.clock.runFor(100)
  }
  await expect(screen).toHaveText('Click Play to start preview')
  await expect(play).toBeEnabled()
})

test('Play Video restarts from the first scene, and Stop ends playback', async ({ page }) => {
  await freezeClock(page)
  await page.goto('/video-preview')
  await waitForIsland(page, 'VideoPreview')
  await page.getByRole('button', { name: 'Play Video' }).click()
  await page.clock.runFor(videoScenes[0]!.durationMs + 10)
  await expect(page.getByTestId('video-screen').getByRole('heading')).toHaveText(videoScenes[1]!.heading)
  await page.getByRole('button', { name: 'Stop' }).click()
  await expect(page.getByTestId('video-screen')).toHaveText('Click Play to start preview')
  await page.getByRole('button', { name: 'Play Video' }).click()
  await expect(page.getByTestId('video-screen').getByRole('heading')).toHaveText(videoScenes[0]!.heading)
})

test('the slideshow advances only while playing, then stops at the first slide', async ({ page }) => {
  expect(slideshow.map((s) => s.durationMs)).toEqual([4000, 5000, 6000, 6000, 5000, 5000])
  await freezeClock(page)
  await page.goto('/slideshow')
  await waitForIsland(page, 'Slideshow')
  const stage = page.getByTestId('slideshow-stage')
  await expect(stage.getByRole('heading')).toHaveText(slideshow[0]!.heading)
  // Not playing: time passes, nothing moves.
  await page.clock.runFor(20_000)
  await expect(stage.getByRole('heading')).toHaveText(slideshow[0]!.heading)

  await page.getByRole('button', { name: 'Play' }).click()
  // The pointer stays on the Play button: only hovering the slides themselves holds them.
  for (const [i, slide] of slideshow.entries()) {
    await expect(stage.getByRole('heading')).toHaveText(slide.heading)
    await expect(page.getByText(`Slide ${i + 1} of ${slideshow.length}`)).toBeVisible()
    await page.clock.runFor(slide.durationMs - 100)
    await expect(stage.getByRole('heading')).toHaveText(slide.heading)
    await page.clock.runFor(100)
  }
  await expect(stage.getByRole('heading')).toHaveText(slideshow[0]!.heading)
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible()
  await page.clock.runFor(10_000)
  await expect(stage.getByRole('heading')).toHaveText(slideshow[0]!.heading)
})

test('the slideshow pauses with the Pause button and while the pointer is over it', async ({ page }) => {
  await freezeClock(page)
  await page.goto('/slideshow')
  await waitForIsland(page, 'Slideshow')
  const stage = page.getByTestId('slideshow-stage')
  await page.getByRole('button', { name: 'Play' }).click()
  await page.getByRole('button', { name: 'Pause' }).click()
  await page.clock.runFor(10_000)
  await expect(stage.getByRole('heading')).toHaveText(slideshow[0]!.heading)

  await page.getByRole('button', { name: 'Play' }).click()
  await stage.hover()
  await page.clock.runFor(10_000)
  await expect(stage.getByRole('heading')).toHaveText(slideshow[0]!.heading)
  await page.mouse.move(0, 0)
  await page.clock.runFor(slideshow[0]!.durationMs + 10)
  await expect(stage.getByRole('heading')).toHaveText(slideshow[1]!.heading)
})

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 800 },
]) {
  test(`the slideshow is a kiosk screen at ${viewport.width} px: no site header, footer or call bar, the slides fill the window`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await page.goto('/slideshow')
    await waitForIsland(page, 'Slideshow')
    await expect(page.getByRole('banner')).toHaveCount(0)
    await expect(page.getByRole('contentinfo')).toHaveCount(0)
    await expect(page.locator('[data-call-bar]')).toHaveCount(0)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    // The screen with its own controls takes the whole window, and the slides as much of it as fits 16:9.
    const kiosk = (await page.getByTestId('kiosk').boundingBox())!
    expect(kiosk).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height })
    await expect(page.getByRole('button', { name: 'Play' })).toBeInViewport({ ratio: 1 })
    await expect(page.getByRole('button', { name: 'Full screen' })).toBeInViewport({ ratio: 1 })
    const stage = (await page.getByTestId('slideshow-stage').boundingBox())!
    expect(stage.y + stage.height).toBeLessThanOrEqual(viewport.height + 1)
    // Either the full width or the full height left under the controls.
    const controlsBottom = (await page.getByRole('button', { name: 'Play' }).boundingBox())!
    const roomHeight = viewport.height - (controlsBottom.y + controlsBottom.height)
    expect(Math.max(stage.width / viewport.width, stage.height / roomHeight)).toBeGreaterThan(0.9)
  })
}

test('every video scene fits at 320 px with text at 200%: the text never runs into the name and number at its foot', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 })
  await freezeClock(page)
  await page.goto('/video-preview')
  await waitForIsland(page, 'VideoPreview')
  await page.evaluate(() => document.documentElement.style.setProperty('font-size', '200%'))
  await page.getByRole('button', { name: 'Play Video' }).click()
  const screen = page.getByTestId('video-screen')
  for (const scene of videoScenes) {
    await expect(screen.getByRole('heading')).toHaveText(scene.heading)
    // The heading and the text under it, together.
    const text = (await screen.getByRole('heading').locator('xpath=..').boundingBox())!
    const foot = (await screen.locator('footer').boundingBox())!
    const box = (await screen.boundingBox())!
    expect(text.y + text.height, `${scene.heading}: text above the foot`).toBeLessThanOrEqual(foot.y)
    expect(foot.y + foot.height, `${scene.heading}: foot inside the screen`).toBeLessThanOrEqual(box.y + box.height)
    expect(box.x + box.width).toBeLessThanOrEqual(320)
    await page.clock.runFor(scene.durationMs)
  }
})
