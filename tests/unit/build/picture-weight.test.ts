// A 1600 × 1067 PNG of about 3.7 MB added to a procedure (generated here: noise, so it does not
// compress) is served as AVIF/WebP within the picture budgets of `npm run size`, and the content check
// warns that the file is far larger than the site shows it, naming the size to export.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SHOWN_WIDTHS } from '../../../lib/content/images.ts'
import { Picture } from '../../../components/Picture.tsx'
import { imageSize } from '../../../lib/content/imageSize.ts'
import { pictureWeightProblems } from '../../../lib/content/check/picture-rules.ts'
import { writeImageVariants } from '../../../scripts/build/images.ts'
import { PICTURE_BUDGET, pagePictures, pictureProblems } from '../../../scripts/bench/picture-bytes.ts'

const root = mkdtempSync(join(tmpdir(), 'picture-weight-'))
const src = '/images/procedures/big-scan.png'
const procedure = `---\nname: "Big Scan"\nimage:\n  src: ${src}\n  alt: "A scan"\n---\n\nText.\n`
let original = 0

beforeAll(async () => {
  mkdirSync(join(root, 'public', 'images', 'procedures'), { recursive: true })
  await sharp({ create: { width: 1600, height: 1067, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 13 } } })
    .png()
    .toFile(join(root, 'public', src))
  original = statSync(join(root, 'public', src)).size
}, 60_000)
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('a 3.7 MB PNG added to a procedure', () => {
  it('is a real 1600 × 1067 PNG of several megabytes', () => {
    expect(imageSize(src, join(root))).toMatchObject({ width: 1600, height: 1067 })
    expect(original).toBeGreaterThan(3 * 1024 * 1024)
  })

  it('would break the picture budget if it were served as it is', () => {
    const page = pagePictures('/procedures', `<img src="${src}" width="300" height="200">`, (path) => statSync(join(root, 'public', path)).size)
    expect(pictureProblems(page).join('\n')).toContain(src)
  })

  it('is served as AVIF and WebP at 1x and 2x of its shown width, within the budgets', async () => {
    const outDir = join(root, 'public')
    const html = renderToString(createElement(Picture, { src, alt: 'A scan', width: SHOWN_WIDTHS.card, height: (SHOWN_WIDTHS.card * 2) / 3 }))
    writeFileSync(join(outDir, 'procedures.html'), html)
    await writeImageVariants(outDir, [src])

    const page = pagePictures('/procedures', readFileSync(join(outDir, 'procedures.html'), 'utf8'), (path) => statSync(join(outDir, path)).size)
    // The file a sharp screen takes: the AVIF at twice the shown width.
    expect(page.pictures.map((p) => p.file)).toEqual([`/images/procedures/big-scan-${SHOWN_WIDTHS.card * 2}.avif`])
    expect(await sharp(join(outDir, page.pictures[0]!.file)).metadata()).toMatchObject({ width: SHOWN_WIDTHS.card * 2 })
    expect(page.pictures[0]!.bytes).toBeLessThan(PICTURE_BUDGET.pictureBytes)
    expect(pictureProblems(page)).toEqual([])
    const webp = statSync(join(outDir, `/images/procedures/big-scan-${SHOWN_WIDTHS.card * 2}.webp`)).size
    console.log(`original PNG ${(original / 1024).toFixed(0)} KB → AVIF ${(page.pictures[0]!.bytes / 1024).toFixed(1)} KB, WebP ${(webp / 1024).toFixed(1)} KB at ${SHOWN_WIDTHS.card * 2} px`)
  }, 60_000)

  it('makes the content check warn, naming the file and the size to export', () => {
    const problems = pictureWeightProblems([{ path: 'content/procedures/big-scan.mdx', text: procedure }], root)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({ file: 'content/procedures/big-scan.mdx', line: 4, level: 'warning' })
    const largest = SHOWN_WIDTHS.card * 2
    expect(problems[0]!.message).toContain(src)
    expect(problems[0]!.message).toContain('1600 × 1067')
    expect(problems[0]!.message).toContain(`Export it at ${largest} × ${Math.round((largest * 1067) / 1600)} pixels`)
  })

  it('a picture no larger than the site serves it gets no warning', async () => {
    await sharp({ create: { width: SHOWN_WIDTHS.card * 2, height: SHOWN_WIDTHS.card, channels: 3, background: '#ccc' } }).png().toFile(join(root, 'public', 'images', 'procedures', 'fits.png'))
    expect(pictureWeightProblems([{ path: 'content/procedures/fits.mdx', text: procedure.replace(src, '/images/procedures/fits.png') }], root)).toEqual([])
  })
})
