// <SiteLink to="dementiaPartner">our partner</SiteLink>: a link to an outside site named in
// content/site.yaml (links or social), opening in a new tab.
import { usePageContent } from '../i18n.ts'
import type { ReactNode } from 'react'
import type { z } from 'zod'
import { ExternalLink } from '../ui.tsx'
import type { mdxProps } from '../../lib/content/mdxProps.ts'

export function SiteLink({ to, children }: z.infer<ReturnType<typeof mdxProps.SiteLink>> & { children?: ReactNode }) {
  const { links, social } = usePageContent().site
  const href = to in links ? links[to as keyof typeof links] : social[to as keyof typeof social]
  return <ExternalLink href={href}>{children}</ExternalLink>
}
