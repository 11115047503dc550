// On phones, "Call" and "Book" stay at the bottom of every page ("Call" alone on the booking form's page).
// The page reserves the bar's height and keeps the focus above it (scroll-padding); the print styles hide it.
import { css } from '@emotion/react'
import styled from '@emotion/styled'
import { breakpoints, callBarHeight, colors, media } from './theme.ts'
import { ButtonLink, VisuallyHidden } from './ui.tsx'
import type { Locale } from './i18n.ts'
import { formatPhone, telHref } from './format.ts'

/** Room for the bar at the end of the page and above a focused element (in the global styles). */
export const callBarSpace = css`
  ${breakpoints.callBar} {
    html {
      scroll-padding-bottom: calc(${callBarHeight} + 0.5rem);
    }
    body {
      padding-bottom: ${callBarHeight};
    }
  }
  ${media.print} {
    body {
      padding-bottom: 0;
    }
  }
`

const Bar = styled.nav`
  display: none;
  ${breakpoints.callBar} {
    position: fixed;
    left: 0;
    right: 0;
    bottom: 0;
    z-index: 40;
    display: grid;
    grid-auto-columns: 1fr;
    grid-auto-flow: column;
    gap: 0.75rem;
    height: ${callBarHeight};
    padding: 0.625rem 1rem;
    background: ${colors.background};
    border-top: 1px solid ${colors.border};
    box-shadow: 0 -2px 8px rgb(16 24 40 / 0.08);
  }
  a {
    white-space: nowrap;
  }
`

export function CallBar({ locale, currentPath }: { locale: Locale; currentPath: string }) {
  const { words, lang, href } = locale
  const { site } = locale.content
  const { label, call, book, bookName } = words.callBar
  const bookingForm = href('pages', 'consultation-form')
  return (
    <Bar aria-label={label} data-call-bar data-pagefind-ignore>
      <ButtonLink href={telHref(site.phones.tollFree)}>
        {call}
        <VisuallyHidden> {formatPhone(site.phones.tollFree, lang)}</VisuallyHidden>
      </ButtonLink>
      {/* "Book" alone is short for a screen reader: it hears the words file's fuller name, which starts with it. */}
      {bookingForm !== currentPath && (
        <ButtonLink href={bookingForm} variant="secondary" aria-label={bookName}>
          {book}
        </ButtonLink>
      )}
    </Bar>
  )
}
