// <Button href="/contactus">Contact Us</Button>: a button-styled link to a page of this site (the
// link check makes sure the page exists).
import type { ReactNode } from 'react'
import { z } from 'zod'
import { ButtonLink } from '../ui.tsx'
import { text } from './props.ts'

export const props = () => z.strictObject({ href: text() })

export function Button({ href, children }: z.infer<ReturnType<typeof props>> & { children?: ReactNode }) {
  return (
    <ButtonLink href={href} variant="secondary">
      {children}
    </ButtonLink>
  )
}
