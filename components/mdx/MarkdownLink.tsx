// Every Markdown link ([words](address)): links to other websites open in a new tab, safely, and say
// so to screen readers; links inside the site stay plain.
import type { AnchorHTMLAttributes } from 'react'
import { ExternalLink } from '../ui.tsx'
import { useLocale } from '../i18n.ts'

// Markdown writes the address itself; the link check (lib/content/check/validate.ts) checks it. On a page in
// another language, a link to an English page leads to its translation when there is one.
export function MarkdownLink({ href = '', children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const { link } = useLocale()
  if (/^https?:\/\//.test(href)) return <ExternalLink href={href} {...rest}>{children}</ExternalLink>
  return (
    <a href={link(href)} {...rest}>
      {children}
    </a>
  )
}
