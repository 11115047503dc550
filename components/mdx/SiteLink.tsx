// <SiteLink to="dementiaPartner">our partner</SiteLink>: a link to an outside site named in
// content/site.yaml (links or social), opening in a new tab.
import type { ReactNode } from 'react'
import { z } from 'zod'
import { getContent, type Content } from '../../lib/content/index.ts'
import { ExternalLink } from '../ui.tsx'
import { nameOf } from './props.ts'

export const props = (content: Content) => z.strictObject({ to: nameOf([...Object.keys(content.site.links), ...Object.keys(content.site.social)]) })

export function SiteLink({ to, children }: z.infer<ReturnType<typeof props>> & { children?: ReactNode }) {
  const { links, social } = getContent().site
  const href = to in links ? links[to as keyof typeof links] : social[to as keyof typeof social]
  return <ExternalLink href={href}>{children}</ExternalLink>
}
