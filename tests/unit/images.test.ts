// Photographs: the build writes AVIF and WebP versions, and <Picture> offers them at the size shown.
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { variantPath } from '../../components/images.ts'
import { Picture } from '../../components/Picture.tsx'
import { writeImageVariants } from '../../scripts/images.ts'

const outDir = mkdtempSync(join(tmpdir(), 'images-'))
afterAll(() => rmSync(outDir, { recursive: true, force: true }))

describe('photographs', () => {
  it('are written as AVIF and WebP at each width, never enlarged; artwork is left alone', async () => {
    mkdirSync(join(outDir, 'images', 'team'), { recursive: true })
    const photo = join(outDir, 'images', 'team', 'jane-doe.jpg')
    await sharp({ create: { width: 500, height: 500, channels: 3, background: '#88aacc' } }).jpeg().toFile(photo)
    await sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')).toFile(join(outDir, 'images', 'art.png.svg'))

    await writeImageVariants(outDir)

    const small = await sharp(variantPath(photo, 320, 'avif')).metadata()
    expect(small).toMatchObject({ width: 320, height: 320 })
    expect((await sharp(variantPath(photo, 320, 'webp')).metadata()).format).toBe('webp')
    expect((await sharp(variantPath(photo, 1280, 'webp')).metadata()).width).toBe(500)
  })

  it('are offered as AVIF and WebP sources at the size shown, with the original as fallback', () => {
    const html = renderToString(createElement(Picture, { src: '/images/team/jane-doe.jpg', alt: 'Portrait of Jane Doe', width: 176, height: 176, eager: true }))
    expect(html).toContain('<picture>')
    expect(html).toContain('type="image/avif"')
    expect(html).toContain('/images/team/jane-doe-320.avif 320w')
    expect(html).toContain('sizes="176px"')
    expect(html).toMatch(/<img[^>]*src="\/images\/team\/jane-doe.jpg"[^>]*width="176"[^>]*height="176"/)
    expect(html).toMatch(/fetchpriority="high"/i)
  })

  it('leaves SVG artwork as a plain, lazily loaded image', () => {
    const html = renderToString(createElement(Picture, { src: '/images/conditions/stroke.svg', alt: '', width: 300, height: 200 }))
    expect(html).not.toContain('<picture>')
    expect(html).toContain('loading="lazy"')
  })
})
