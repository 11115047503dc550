// What Markdown files may use besides plain Markdown. Practice facts (phone numbers, partner sites)
// come from content/site.yaml, so a clinician never retypes them:
//   <CallLink>Schedule a Consultation Today</CallLink>   a link that calls the toll-free number
//   <PhoneNumber /> or <PhoneNumber which="fax" />        a number from site.yaml, as text (linked unless fax)
//   <SiteLink to="dementiaPartner">our partner</SiteLink> a link to an outside site named in site.yaml
//   <OfficeCount /> <StateCount /> <TeamCount /> <ConditionCount /> <StateNames />  facts counted from the content
// Links to other websites open in a new tab, safely, and say so to screen readers.
import type { AnchorHTMLAttributes, ReactNode } from 'react'
import { bodyOf, getContent } from '../lib/content/index.ts'
import type { Site } from '../lib/content/schema.ts'
import { ExternalLink, telHref } from './ui.tsx'
import { ConditionCount } from './facts/ConditionCount.tsx'
import { OfficeCount } from './facts/OfficeCount.tsx'
import { StateCount } from './facts/StateCount.tsx'
import { StateNames } from './facts/StateNames.tsx'
import { TeamCount } from './facts/TeamCount.tsx'

export function CallLink({ children, which = 'tollFree' }: { children: ReactNode; which?: keyof Site['phones'] }) {
  const phone = getContent().site.phones[which]
  return (
    <a href={telHref(phone)}>
      {children} <span>({phone})</span>
    </a>
  )
}

export function PhoneNumber({ which = 'main' }: { which?: keyof Site['phones'] }) {
  const phone = getContent().site.phones[which]
  return which === 'fax' ? <>{phone}</> : <a href={telHref(phone)}>{phone}</a>
}

export function SiteLink({ to, children }: { to: keyof Site['links'] | keyof Site['social']; children: ReactNode }) {
  const { links, social } = getContent().site
  const href = to in links ? links[to as keyof Site['links']] : social[to as keyof Site['social']]
  return <ExternalLink href={href}>{children}</ExternalLink>
}

function MarkdownLink({ href = '', children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (/^https?:\/\//.test(href)) return <ExternalLink href={href} {...props}>{children}</ExternalLink>
  return (
    <a href={href} {...props}>
      {children}
    </a>
  )
}

export const mdxComponents = { CallLink, PhoneNumber, SiteLink, OfficeCount, StateCount, StateNames, TeamCount, ConditionCount, a: MarkdownLink }

/** The Markdown text of a content entry, with the components above available. */
export function MdxBody({ entry }: { entry: { file: string } }) {
  const Body = bodyOf(entry)
  return <Body components={mdxComponents} />
}
