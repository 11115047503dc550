// The size of a picture as a visitor sees it: the header of every format an editor may upload, a phone
// photograph turned upright by its EXIF orientation, and the served AVIF/WebP files upright too.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { imageSize } from '../../../lib/content/imageSize.ts'
import { writeImageVariants } from '../../../scripts/build/images.ts'

const root = mkdtempSync(join(tmpdir(), 'image-size-'))
const folder = join(root, 'public', 'images', 'team')
// A phone's photograph: stored 800 wide and 600 high, EXIF orientation 6 (turn a quarter clockwise),
// so it is seen 600 wide and 800 high (wider than the 400 of the served file below; small, as encoding
// each format costs more the more pixels it has).
const STORED = { width: 800, height: 600 }
const picture = (format: 'jpeg' | 'png' | 'webp' | 'avif' | 'gif') =>
  sharp({ create: { ...STORED, channels: 3, background: '#4a7' } })[format]()

beforeAll(async () => {
  mkdirSync(folder, { recursive: true })
  for (const format of ['png', 'webp', 'avif', 'gif'] as const) await picture(format).toFile(join(folder, `plain.${format}`))
  await picture('jpeg').toFile(join(folder, 'plain.jpg'))
  await picture('jpeg').withMetadata({ orientation: 6 }).toFile(join(folder, 'phone.jpg'))
  writeFileSync(join(folder, 'drawing.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240"></svg>')
  writeFileSync(join(folder, 'broken.png'), 'not a picture')
}, 60_000)
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('imageSize', () => {
  it.each(['plain.jpg', 'plain.png', 'plain.webp', 'plain.avif', 'plain.gif'])('reads %s as stored', (name) => {
    expect(imageSize(`/images/team/${name}`, root)).toMatchObject(STORED)
  })

  it('gives a photograph turned by its EXIF orientation the size it is seen at', () => {
    expect(imageSize('/images/team/phone.jpg', root)).toMatchObject({ width: 600, height: 800 })
  })

  it("reads an SVG's viewBox and counts the file's bytes", () => {
    expect(imageSize('/images/team/drawing.svg', root)).toMatchObject({ width: 320, height: 240, bytes: expect.any(Number) })
    expect(imageSize('/images/team/drawing.svg', root)!.bytes).toBeGreaterThan(0)
  })

  it('is undefined for a missing file and for a file that is no picture, without throwing', () => {
    expect(imageSize('/images/team/nobody.jpg', root)).toBeUndefined()
    expect(imageSize('/images/team/broken.png', root)).toBeUndefined()
  })
})

describe('the served files of a turned photograph', () => {
  it('are upright: taller than wide, as the photograph is seen', async () => {
    const outDir = join(root, 'public')
    writeFileSync(join(outDir, 'team.html'), '<picture><source type="image/avif" srcset="/images/team/phone-400.avif 1x"><img src="/images/team/phone.jpg" width="300" height="400"></picture>')
    await writeImageVariants(outDir, ['/images/team/phone.jpg'])
    const served = await sharp(join(outDir, 'images/team/phone-400.avif')).metadata()
    expect(served.width).toBe(400)
    expect(served.height).toBeGreaterThan(served.width)
  }, 60_000)
})
