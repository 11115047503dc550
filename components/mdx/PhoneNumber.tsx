// <PhoneNumber /> or <PhoneNumber which="fax" />: a number of content/site.yaml as text, linked to
// call it (except the fax).
import { z } from 'zod'
import { getContent, type Content } from '../../lib/content/index.ts'
import { telHref } from '../ui.tsx'
import { phoneName } from './props.ts'

export const props = (content: Content) => z.strictObject({ which: phoneName(content).optional() })

export function PhoneNumber({ which = 'main' }: z.infer<ReturnType<typeof props>>) {
  const phone = getContent().site.phones[which as keyof Content['site']['phones']]
  return which === 'fax' ? <>{phone}</> : <a href={telHref(phone)}>{phone}</a>
}
