// Every Markdown picture (![what it shows](/images/…)): served like every content picture (<Picture>:
// AVIF and WebP at the width shown and twice that), at its own size or the width of the text column,
// whichever is smaller, with width and height set so nothing moves while it loads.
import type { ImgHTMLAttributes } from 'react'
import { imageSize } from '../../lib/content/imageSize.ts'
import { SHOWN_WIDTHS } from '../../lib/content/images.ts'
import { Picture } from '../Picture.tsx'

export function MarkdownPicture({ src = '', alt = '', title }: ImgHTMLAttributes<HTMLImageElement>) {
  const size = imageSize(src)
  const width = Math.min(size?.width ?? SHOWN_WIDTHS.text, SHOWN_WIDTHS.text)
  const height = Math.round(size ? (width * size.height) / size.width : (width * 2) / 3)
  return <Picture src={src} alt={alt} title={title} width={width} height={height} style={{ maxWidth: '100%', height: 'auto' }} />
}
