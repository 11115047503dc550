// Said when a request could not be sent, next to the form, which keeps everything typed. Focus moves to
// it, so a screen reader reads it and the number is the next Tab. The function's page for a form post
// shows the same box (scripts/build/form-pages.tsx renders it).
import styled from '@emotion/styled'
import { useEffect, useRef, type ReactNode } from 'react'
import { fillNodes } from '../fillNodes.ts'
import { formatPhone, telHref } from '../format.ts'
import { colors, radii } from '../theme.ts'

export const NoticeBox = styled.div`
  padding: 1rem 1.25rem;
  border: 2px solid ${colors.destructive};
  border-left-width: 6px;
  border-radius: ${radii.medium};
  background: ${colors.errorTint};
  color: ${colors.errorInk};
  p {
    margin: 0;
  }
  strong {
    color: ${colors.destructive};
  }
  a {
    color: inherit;
    font-weight: 600;
    /* A number to call is never broken over two lines. */
    white-space: nowrap;
  }
  &:focus {
    outline-offset: 4px;
  }
`

export function FailureNotice({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => box.current?.focus(), [])
  return (
    <NoticeBox id={id} ref={box} tabIndex={-1}>
      <p>
        <strong>{title}:</strong> {children}
      </p>
    </NoticeBox>
  )
}

/** A sentence with a {phone} placeholder, the number as a link that calls it (one tap on a phone). */
export function PhoneSentence({ text, phone }: { text: string; phone: string }) {
  return <>{fillNodes(text, { phone: <a href={telHref(phone)}>{formatPhone(phone)}</a> })}</>
}
