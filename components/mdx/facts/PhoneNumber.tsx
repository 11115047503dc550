// <PhoneNumber /> or <PhoneNumber which="fax" />: a number of content/site.yaml as text, linked to
// call it (except the fax).
import { usePageContent } from '../../i18n.ts'
import { type Content } from '../../../lib/content/index.ts'
import { formatPhone, telHref } from '../../format.ts'
import { usePageLanguage } from '../../lang.ts'
import type { PropsOf } from '../props.ts'

export function PhoneNumber({ which = 'main' }: PropsOf<'PhoneNumber'>) {
  const lang = usePageLanguage()
  const phone = usePageContent().site.phones[which as keyof Content['site']['phones']]
  const text = formatPhone(phone, lang)
  return which === 'fax' ? <>{text}</> : <a href={telHref(phone)}>{text}</a>
}
