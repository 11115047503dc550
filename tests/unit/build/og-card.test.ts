// A page's link preview picture shows its title: the text is really drawn (a machine without the fonts
// the card names would give an empty card, the gradient alone).
import sharp from 'sharp'
import { expect, it } from 'vitest'
import { pageCardSvg } from '../../../scripts/build/og-image.ts'

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
