// On phones, "Call" and "Book" stay at the bottom of the screen on every page (on the booking form's own
// page "Call" alone: "Book" would lead to the page the patient is on). Plain links, no
// JavaScript. The page reserves the bar's height at its end and keeps focused elements above it
// (scroll-padding), so the bar never covers content or the keyboard focus; it is not printed.
import { css } from '@emotion/react'
import styled from '@emotion/styled'
import { breakpoints, callBarHeight, colors, media } from './theme.ts'
import { ButtonLink, VisuallyHidden } from './ui.tsx'
import type { Locale } from './i18n.ts'
import { formatPhone, telHref } from './format.ts'

/** The bar's height (theme.ts). */
const BAR_HEIGHT = callBarHeight

/** Room for the bar at the end of the page and above a focused element (goes into the global styles). */
export const callBarSpace = css`
  ${breakpoints.callBar} {
    html {
      scroll-padding-bottom: calc(${BAR_HEIGHT} + 0.5rem);
    }
    body {
      padding-bottom: ${BAR_HEIGHT};
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
    height: ${BAR_HEIGHT};
    padding: 0.625rem 1rem;
    background: ${colors.background};
    border-top: 1px solid ${colors.border};
    box-shadow: 0 -2px 8px rgb(16 24 40 / 0.08);
  }
  a {
    white-space: nowrap;
  }
  ${media.print} {
    display: none;
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
