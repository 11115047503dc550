// Small pictures travel inside the HTML; big ones (a photo an editor puts in) stay files.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { INLINE_IMAGE_MAX_BYTES, inlineImageSource } from '../../../lib/content/inlineImage.ts'

const root = mkdtempSync(join(tmpdir(), 'inline-image-'))
mkdirSync(join(root, 'public', 'images'), { recursive: true })
const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>'
writeFileSync(join(root, 'public', 'images', 'small.svg'), svg)
writeFileSync(join(root, 'public', 'images', 'photo.jpg'), Buffer.alloc(INLINE_IMAGE_MAX_BYTES + 1))

describe('inlineImageSource', () => {
  it('gives a small drawing as a data: address in its own words, with no space a srcset would cut it at', () => {
    const address = inlineImageSource('/images/small.svg', root)!
    expect(address).toMatch(/^data:image\/svg\+xml,/)
    expect(address).not.toMatch(/\s/)
    expect(decodeURIComponent(address.slice('data:image/svg+xml,'.length))).toBe(svg.replace(/"/g, "'"))
  })

  it('gives a small photograph as a base64 data: address with its type', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    writeFileSync(join(root, 'public', 'images', 'tiny.png'), png)
    expect(inlineImageSource('/images/tiny.png', root)).toBe(`data:image/png;base64,${png.toString('base64')}`)
  })

  it('leaves a picture over the limit, a missing file and an unknown type as files', () => {
    expect(inlineImageSource('/images/photo.jpg', root)).toBeUndefined()
    expect(inlineImageSource('/images/missing.svg', root)).toBeUndefined()
    expect(inlineImageSource('/images', root)).toBeUndefined()
  })
})
