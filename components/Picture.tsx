// A content picture with its size set (so nothing shifts while it loads). Photographs are offered as
// AVIF and WebP at the width shown and twice that (components/images.ts); the original stays as the
// fallback for the rare browser that reads neither. SVG artwork is a plain <img>.
import type { ImgHTMLAttributes } from 'react'
import { isPhotograph, srcSet } from './images.ts'

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
