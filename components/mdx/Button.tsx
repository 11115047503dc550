// <Button href="/contactus">Contact Us</Button>: a button-styled link to a page of this site (the
// link check makes sure the page exists), or on a page in another language to its translation if any.
import type { ReactNode } from 'react'
import { ButtonLink } from '../ui.tsx'
import { useLocale } from '../i18n.ts'
import type { PropsOf } from './props.ts'

export function Button({ href, children }: PropsOf<'Button'> & { children?: ReactNode }) {
  return (
    <ButtonLink href={useLocale().link(href)} variant="secondary">
      {children}
    </ButtonLink>
  )
}
