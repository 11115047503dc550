// <SiteLink to="dementiaPartner">our partner</SiteLink>: a link to an outside site named in
// content/site.yaml (links or social), opening in a new tab.
import { usePageContent } from '../i18n.ts'
import type { ReactNode } from 'react'
import { ExternalLink } from '../ui.tsx'
import type { PropsOf } from './props.ts'

export function SiteLink({ to, children }: PropsOf<'SiteLink'> & { children?: ReactNode }) {
  const { links, social } = usePageContent().site
  const href = to in links ? links[to as keyof typeof links] : social[to as keyof typeof social]
  return <ExternalLink href={href}>{children}</ExternalLink>
}
