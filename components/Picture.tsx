// A content picture with its size set (so nothing shifts while it loads). Photographs are offered as
// AVIF and WebP at the width shown and twice that (lib/content/images.ts); the original stays as the
// fallback for the rare browser that reads neither. SVG artwork is a plain <img>; a small one (an icon,
// a drawing of a few hundred bytes) travels inside the HTML as a srcset data: address, so the page asks
// for no file for it (lib/content/inlineImage.ts; `src` keeps the file's address). Server-only: it reads
// public/ at pre-render.
import type { ImgHTMLAttributes } from 'react'
import { inlineImageSource } from '../lib/content/inlineImage.ts'
import { isPhotograph, srcSet } from '../lib/content/images.ts'

type PictureProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'width' | 'height' | 'src' | 'alt' | 'loading'> & {
  src: string
  alt: string
  /** Shown width and height in CSS pixels. */
  width: number
  height: number
  /** The largest picture at the top of a page loads at once, with high priority; the rest lazily. */
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
