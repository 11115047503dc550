// <CallButton>Call Us</CallButton>: a button that calls a number of content/site.yaml (the toll-free
// one unless `which` names another), with the number on it.
import { usePageContent } from '../i18n.ts'
import styled from '@emotion/styled'
import type { ReactNode } from 'react'
import { type Content } from '../../lib/content/index.ts'
import { ButtonLink } from '../ui.tsx'
import { formatPhone, telHref } from '../format.ts'
import { usePageLanguage } from '../lang.ts'
import type { PropsOf } from './props.ts'

const Number = styled.span`
  font-weight: 400;
  white-space: nowrap;
`

export function CallButton({ children, which = 'tollFree' }: PropsOf<'CallButton'> & { children?: ReactNode }) {
  const lang = usePageLanguage()
  const phone = usePageContent().site.phones[which as keyof Content['site']['phones']]
  return (
    <ButtonLink href={telHref(phone)}>
      {children} <Number>{formatPhone(phone, lang)}</Number>
    </ButtonLink>
  )
}
