// A sentence of the words files with a {phone} placeholder, the number as a link that calls it
// ("Please try again or call us at (985) 555-0103."), so a patient on a phone calls with one tap.
import { Fragment } from 'react'
import { formatPhone, telHref } from '../format.ts'
import type { Lang } from '../lang.ts'

export function PhoneSentence({ text, phone, lang }: { text: string; phone: string; lang?: Lang }) {
  const parts = text.split('{phone}')
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <a href={telHref(phone)}>{formatPhone(phone, lang)}</a>}
          {part}
        </Fragment>
      ))}
    </>
  )
}
