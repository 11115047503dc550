// A page's link preview picture shows its title: the text is really drawn (a machine without the fonts
// the card names would give an empty card, the gradient alone).
import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it, vi } from 'vitest'
import type { Content } from '../../../lib/content/content-types.ts'
import { layOver, pageCardSvg, warmCardCache, writePageCards } from '../../../scripts/build/og-image.ts'

/** Share of near-white pixels in a band of the picture (the card's ground is a dark teal). */
async function whiteShare(svg: string, band: { left: number; top: number; width: number; height: number }) {
  const { data, info } = await sharp(Buffer.from(svg)).extract(band).raw().toBuffer({ resolveWithObject: true })
  let white = 0
  for (let i = 0; i < data.length; i += info.channels) if (data[i]! > 220 && data[i + 1]! > 220 && data[i + 2]! > 220) white++
  return white / (info.width * info.height)
}

it("draws the page's title in white across the middle of the card, and nothing there without a title", async () => {
  const band = { left: 80, top: 250, width: 700, height: 120 }
  const withTitle = await whiteShare(pageCardSvg('Headache and Migraine Care', 'Example Practice', ['Covington']), band)
  const withoutTitle = await whiteShare(pageCardSvg('', 'Example Practice', ['Covington']), band)
  expect(withoutTitle).toBe(0)
  expect(withTitle).toBeGreaterThan(0.05)
})

describe('a page card as the build draws it', () => {
  it('lays a band over the card: a clear pixel keeps the card, an opaque one gives the band, half of each halfway', () => {
    // Three pixels of a 1200-wide card, the band covering row 1: only that row changes.
    const ground = Buffer.alloc(1200 * 2 * 3, 100)
    const band = Buffer.alloc(1200 * 4)
    band.set([255, 255, 255, 0, 255, 255, 255, 255, 200, 0, 50, 128], 0)
    const out = layOver(ground, band, 1)
    expect([...out.subarray(0, 3)], 'row 0 is not under the band').toEqual([100, 100, 100])
    expect([...out.subarray(3600, 3609)]).toEqual([100, 100, 100, 255, 255, 255, 150, 50, 75])
    expect([...ground.subarray(3600, 3603)], 'the card drawn once stays as it was for the next page').toEqual([100, 100, 100])
  })

  it('is the card drawn whole, title and all, to the eye', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'og-card-'))
    const title = 'Headache and Migraine Care for Every Family in the Region'
    writeFileSync(join(dir, 'index.html'), `<meta property="og:image" content="https://example.org/og/page.png"><meta property="og:title" content="${title}">`)
    const content = { site: { practiceName: 'Example Practice' }, locations: [{ name: 'Covington' }, { name: 'Baton Rouge' }] } as Content
    vi.stubEnv('OG_CARD_CACHE', join(dir, 'cache'))
    expect(await writePageCards(dir, content)).toEqual({ cards: 1, drawn: 1 })
    vi.unstubAllEnvs()
    const drawn = await sharp(join(dir, 'og', 'page.png')).raw().toBuffer({ resolveWithObject: true })
    const whole = await sharp(Buffer.from(pageCardSvg(title, 'Example Practice', ['Covington', 'Baton Rouge']))).removeAlpha().raw().toBuffer()
    expect(drawn.info).toMatchObject({ width: 1200, height: 630, channels: 3 })
    let largest = 0
    for (let i = 0; i < whole.length; i++) largest = Math.max(largest, Math.abs(drawn.data[i]! - whole[i]!))
    expect(largest, 'the largest difference of a colour channel (0-255)').toBeLessThanOrEqual(2)
  })

  it("is drawn ahead from the articles' titles while the build compiles, so the build takes it from the cache", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'og-warm-'))
    const title = 'Nerve and Muscle Testing'
    writeFileSync(join(dir, 'index.html'), `<meta property="og:image" content="https://example.org/og/conditions/emg.png"><meta property="og:title" content="${title}">`)
    const site = { site: { practiceName: 'Example Practice' }, locations: [{ name: 'Covington' }] }
    const content = { ...site, conditions: [{ data: { title } }], pages: [{ data: { title: 'About us' } }], translations: [{ data: { title: 'Pruebas de nervios' } }], team: [{ data: { name: 'Jane Doe, MD' } }] } as unknown as Content
    vi.stubEnv('OG_CARD_CACHE', join(dir, 'cache'))
    expect(await warmCardCache(content), 'one card for each title: the article, the page, the translation and the bio').toBe(4)
    expect(await warmCardCache(content), 'none drawn twice').toBe(0)
    expect(await writePageCards(dir, content)).toEqual({ cards: 1, drawn: 0 })
    vi.unstubAllEnvs()
    expect((await sharp(join(dir, 'og', 'conditions', 'emg.png')).metadata()).width).toBe(1200)
  })

  it('is never left half written in the cache when the build stops the warm-up midway', async () => {
    const cache = mkdtempSync(join(tmpdir(), 'og-stop-'))
    const warm = spawn(process.execPath, ['--import', 'tsx', 'scripts/build/og-image.ts', '--warm'], { env: { ...process.env, OG_CARD_CACHE: cache }, stdio: 'ignore' })
    let exited = false
    const ended = new Promise<number | null>((resolve) =>
      warm.once('exit', (code) => {
        exited = true
        resolve(code)
      }),
    )
    const pngs = () => readdirSync(cache).filter((file) => file.endsWith('.png'))
    while (!exited && pngs().length === 0) await new Promise((resolve) => setTimeout(resolve, 20))
    warm.kill('SIGTERM')
    expect(await ended, 'it ends by itself once its cards are whole').toBe(0)
    expect(readdirSync(cache).filter((file) => !file.endsWith('.png')), 'no partial file left').toEqual([])
    expect(pngs().length).toBeGreaterThan(0)
    for (const card of pngs()) expect((await sharp(join(cache, card)).raw().toBuffer({ resolveWithObject: true })).info.width, card).toBe(1200)
  }, 30_000)
})
