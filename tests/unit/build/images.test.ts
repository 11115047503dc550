// Photographs: <Picture> offers AVIF and WebP at the size shown and twice that, and the build writes
// exactly the files the pages ask for.
import { existsSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { variantPath } from '../../../lib/content/images.ts'
import { Picture } from '../../../components/Picture.tsx'
import { contentPhotographs, writeImageVariants } from '../../../scripts/build/images.ts'

const outDir = mkdtempSync(join(tmpdir(), 'images-'))
afterAll(() => rmSync(outDir, { recursive: true, force: true }))

describe('photographs', () => {
  it('are the JPEG and PNG pictures the content files name, not SVG artwork', () => {
    const root = join(outDir, 'site')
    mkdirSync(join(root, 'content', 'team'), { recursive: true })
    writeFileSync(join(root, 'content', 'team', 'jane-doe.mdx'), '---\nphoto:\n  src: /images/team/jane-doe.jpg\n  alt: Jane\n---\n')
    writeFileSync(join(root, 'content', 'home.yaml'), 'image:\n  src: "/images/home/hero.svg"\nother:\n  src: /images/home/clinic.PNG\n')
    expect(contentPhotographs(root).sort()).toEqual(['/images/home/clinic.PNG', '/images/team/jane-doe.jpg'])
  })

  it('are written as AVIF and WebP at exactly the widths the pages ask for, never enlarged', async () => {
    mkdirSync(join(outDir, 'images', 'team'), { recursive: true })
    const photo = join(outDir, 'images', 'team', 'jane-doe.jpg')
    await sharp({ create: { width: 500, height: 500, channels: 3, background: '#88aacc' } }).jpeg().toFile(photo)
    const page = renderToString(createElement(Picture, { src: '/images/team/jane-doe.jpg', alt: 'Jane', width: 176, height: 176 }))
    const wide = renderToString(createElement(Picture, { src: '/images/team/jane-doe.jpg', alt: 'Jane', width: 300, height: 300 }))
    writeFileSync(join(outDir, 'team.html'), page)
    writeFileSync(join(outDir, 'wide.html'), wide)

    await writeImageVariants(outDir, ['/images/team/jane-doe.jpg'])

    expect(await sharp(variantPath(photo, 176, 'avif')).metadata()).toMatchObject({ format: 'heif', width: 176, height: 176 })
    expect((await sharp(variantPath(photo, 352, 'webp')).metadata()).width).toBe(352)
    // 2x of 300 is 600: the 500-pixel original is not enlarged.
    expect((await sharp(variantPath(photo, 600, 'avif')).metadata()).width).toBe(500)
    expect(existsSync(variantPath(photo, 320, 'avif'))).toBe(false)
  })

  it('are offered as AVIF and WebP sources at the size shown and twice that, with the original as fallback', () => {
    const html = renderToString(createElement(Picture, { src: '/images/team/jane-doe.jpg', alt: 'Portrait of Jane Doe', width: 176, height: 176, eager: true }))
    expect(html).toContain('<picture>')
    expect(html).toContain('type="image/avif"')
    expect(html).toContain('/images/team/jane-doe-176.avif 1x, /images/team/jane-doe-352.avif 2x')
    expect(html).toMatch(/<img[^>]*src="\/images\/team\/jane-doe.jpg"[^>]*width="176"[^>]*height="176"/)
    expect(html).toMatch(/fetchpriority="high"/i)
  })

  it('leaves SVG artwork as a plain, lazily loaded image', () => {
    const html = renderToString(createElement(Picture, { src: '/images/conditions/stroke.svg', alt: '', width: 300, height: 200 }))
    expect(html).not.toContain('<picture>')
    expect(html).toContain('loading="lazy"')
  })
})
