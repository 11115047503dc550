// Every Markdown link ([words](address)): links to other websites open in a new tab, safely, and say
// so to screen readers; links inside the site stay plain.
import type { AnchorHTMLAttributes } from 'react'
import { ExternalLink } from '../ui.tsx'

// Markdown writes the address itself; the link check (lib/content/validate.ts) checks it.
export function MarkdownLink({ href = '', children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (/^https?:\/\//.test(href)) return <ExternalLink href={href} {...rest}>{children}</ExternalLink>
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  )
}
