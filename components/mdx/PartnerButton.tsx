// <PartnerButton to="research">Visit …</PartnerButton>: a button to an outside site named in the
// links of content/site.yaml, opening in a new tab.
import { usePageContent } from '../i18n.ts'
import type { ReactNode } from 'react'
import { type Content } from '../../lib/content/index.ts'
import { ButtonLink, ExternalLink } from '../ui.tsx'
import type { PropsOf } from './props.ts'

const ExternalButtonLink = ButtonLink.withComponent(ExternalLink)

export function PartnerButton({ to, children }: PropsOf<'PartnerButton'> & { children?: ReactNode }) {
  return (
    <ExternalButtonLink href={usePageContent().site.links[to as keyof Content['site']['links']]}>
      {children}
      <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
        <path d="M6 3h7v7M13 3 4 12" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </ExternalButtonLink>
  )
}
