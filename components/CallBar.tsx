// On phones, "Call" and "Book" stay at the bottom of the screen on every page. Plain links, no
// JavaScript. The page reserves the bar's height at its end and keeps focused elements above it
// (scroll-padding), so the bar never covers content or the keyboard focus; it is not printed.
import { css } from '@emotion/react'
import styled from '@emotion/styled'
import type { Site } from '../lib/content/schema.ts'
import type { UiText } from '../lib/content/ui-schema.ts'
import { routeIn } from '../lib/content/routes.ts'
import { breakpoints, callBarHeight, colors, media } from './theme.ts'
import { ButtonLink, VisuallyHidden } from './ui.tsx'
import type { Lang } from './lang.ts'
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
    grid-template-columns: 1fr 1fr;
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

export function CallBar({ site, ui, lang }: { site: Site; ui: UiText; lang: Lang }) {
  const { label, call, book } = ui.callBar
  return (
    <Bar aria-label={label} data-call-bar data-pagefind-ignore>
      <ButtonLink href={telHref(site.phones.tollFree)}>
        {call}
        <VisuallyHidden> {formatPhone(site.phones.tollFree, lang)}</VisuallyHidden>
      </ButtonLink>
      <ButtonLink href={routeIn(lang, '/consultation-form')} variant="secondary">
        {book}
        {/* "Book" alone is short for a screen reader; the Spanish "Pedir cita" says it all already. */}
        {lang === 'en' && <VisuallyHidden> an appointment</VisuallyHidden>}
      </ButtonLink>
    </Bar>
  )
}
