// A content picture with its size set, so nothing shifts while it loads. Photographs come as AVIF and
// WebP at the shown width and twice it (lib/content/images.ts); a small SVG travels inside the HTML as a
// srcset data: address (lib/content/inlineImage.ts). Server-only: it reads public/ at pre-render.
import type { ImgHTMLAttributes } from 'react'
import { inlineImageSource } from '../lib/content/inlineImage.ts'
import { isPhotograph, srcSet } from '../lib/content/images.ts'

type PictureProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'width' | 'height' | 'src' | 'alt' | 'loading'> & {
  src: string
  alt: string
  width: number
  height: number
  /** The largest picture at the top of a page: loaded at once, with high priority. */
  eager?: boolean
}

export function Picture({ src, alt, width, height, eager = false, ...rest }: PictureProps) {
  const img = (
    <img
      {...rest}
      src={src}
      srcSet={isPhotograph(src) ? undefined : inlineImageSource(src)}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? undefined : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
    />
  )
  if (!isPhotograph(src)) return img
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(src, width, 'avif')} />
      <source type="image/webp" srcSet={srcSet(src, width, 'webp')} />
      {img}
    </picture>
  )
}
