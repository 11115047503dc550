// Small pictures travel inside the HTML; big ones (a photo an editor puts in) stay files.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { INLINE_IMAGE_MAX_BYTES, inlineImageSource } from '../../lib/content/inlineImage.ts'

const root = mkdtempSync(join(tmpdir(), 'inline-image-'))
mkdirSync(join(root, 'public', 'images'), { recursive: true })
const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>'
writeFileSync(join(root, 'public', 'images', 'small.svg'), svg)
writeFileSync(join(root, 'public', 'images', 'photo.jpg'), Buffer.alloc(INLINE_IMAGE_MAX_BYTES + 1))

describe('inlineImageSource', () => {
  it('gives a small picture as a data: address with its type', () => {
    expect(inlineImageSource('/images/small.svg', root)).toBe(`data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`)
  })

  it('leaves a picture over the limit, a missing file and an unknown type as files', () => {
    expect(inlineImageSource('/images/photo.jpg', root)).toBeUndefined()
    expect(inlineImageSource('/images/missing.svg', root)).toBeUndefined()
    expect(inlineImageSource('/images', root)).toBeUndefined()
  })
})
