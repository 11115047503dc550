// The links and buttons of MDX bodies: Markdown's own links, and those to this site's pages, to its phone
// numbers and to the outside sites named in content/site.yaml (which open in a new tab).
import type { AnchorHTMLAttributes, PropsWithChildren } from 'react'
import type { Content } from '../../lib/content/index.ts'
import { formatPhone, telHref } from '../format.ts'
import { useLocale, usePageContent, usePageLanguage } from '../i18n.ts'
import { ButtonLink, ButtonNumber, ExternalButtonLink, ExternalLink } from '../ui.tsx'
import type { PropsOf } from './props.ts'

/** A number of site.yaml by its name, and how the page's language writes it. */
function usePhone(which: string) {
  const phone = usePageContent().site.phones[which as keyof Content['site']['phones']]
  return { href: telHref(phone), text: formatPhone(phone, usePageLanguage()) }
}

/** Every Markdown link: another website's opens in a new tab and says so; a page of the site leads to its translation if any. */
export function MarkdownLink({ href = '', children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const { link } = useLocale()
  if (/^https?:\/\//.test(href)) return <ExternalLink href={href} {...rest}>{children}</ExternalLink>
  return (
    <a href={link(href)} {...rest}>
      {children}
    </a>
  )
}

/** <Button href="/contactus">: a button-styled link to a page of this site (the link check finds the page). */
export function Button({ href, children }: PropsWithChildren<PropsOf<'Button'>>) {
  return (
    <ButtonLink href={useLocale().link(href)} variant="secondary">
      {children}
    </ButtonLink>
  )
}

/** <CallButton>: a button that calls a number (the toll-free one unless `which` names another), with the number on it. */
export function CallButton({ children, which = 'tollFree' }: PropsWithChildren<PropsOf<'CallButton'>>) {
  const phone = usePhone(which)
  return (
    <ButtonLink href={phone.href}>
      {children} <ButtonNumber>{phone.text}</ButtonNumber>
    </ButtonLink>
  )
}

/** <CallLink>: a link that calls a number, shown after the words. */
export function CallLink({ children, which = 'tollFree' }: PropsWithChildren<PropsOf<'CallLink'>>) {
  const phone = usePhone(which)
  return (
    <a href={phone.href}>
      {children} <span>({phone.text})</span>
    </a>
  )
}

/** <PhoneNumber which="fax" />: a number as text, linked to call it (except the fax). */
export function PhoneNumber({ which = 'main' }: PropsOf<'PhoneNumber'>) {
  const phone = usePhone(which)
  return which === 'fax' ? phone.text : <a href={phone.href}>{phone.text}</a>
}

export function PartnerButton({ to, children }: PropsWithChildren<PropsOf<'PartnerButton'>>) {
  const { links } = usePageContent().site
  return (
    <ExternalButtonLink href={links[to as keyof typeof links]}>
      {children}
      <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
        <path d="M6 3h7v7M13 3 4 12" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </ExternalButtonLink>
  )
}

/** <SiteLink to="dementiaPartner">: a link to an outside site named in links or social. */
export function SiteLink({ to, children }: PropsWithChildren<PropsOf<'SiteLink'>>) {
  const { links, social } = usePageContent().site
  const href = to in links ? links[to as keyof typeof links] : social[to as keyof typeof social]
  return <ExternalLink href={href}>{children}</ExternalLink>
}
