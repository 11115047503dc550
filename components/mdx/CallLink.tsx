// <CallLink>Schedule a Consultation Today</CallLink>: a link that calls a number of content/site.yaml
// (the toll-free one unless `which` names another), with the number shown after the words.
import { usePageContent } from '../i18n.ts'
import type { ReactNode } from 'react'
import { type Content } from '../../lib/content/index.ts'
import { formatPhone, telHref } from '../format.ts'
import { usePageLanguage } from '../lang.ts'
import type { PropsOf } from './props.ts'

export function CallLink({ children, which = 'tollFree' }: PropsOf<'CallLink'> & { children?: ReactNode }) {
  const lang = usePageLanguage()
  const phone = usePageContent().site.phones[which as keyof Content['site']['phones']]
  return (
    <a href={telHref(phone)}>
      {children} <span>({formatPhone(phone, lang)})</span>
    </a>
  )
}
