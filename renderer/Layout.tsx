// The layout every page shares: skip link, header, main, footer, and the base styles.
import { Global, css } from '@emotion/react'
import styled from '@emotion/styled'
import type { ReactNode } from 'react'
import type { Locale } from '../components/i18n.ts'
import { CallBar, callBarSpace } from '../components/CallBar.tsx'
import { Footer } from '../components/Footer.tsx'
import { Header } from '../components/Header.tsx'
import { colors, fontStack, media, radii } from '../components/theme.ts'
import { pageSettings } from '../lib/content/index.ts'
import { PreviewBanner } from '../components/PreviewBanner.tsx'
import { isPreviewBuild } from './preview.ts'

const baseStyles = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    scroll-behavior: smooth;
  }
  ${media.reducedMotion} {
    html {
      scroll-behavior: auto;
    }
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
  body {
    margin: 0;
    font-family: ${fontStack};
    font-size: 1.0625rem;
    line-height: 1.6;
    color: ${colors.text};
    background: ${colors.background};
  }
  h1,
  h2,
  h3 {
    line-height: 1.25;
    overflow-wrap: break-word;
  }
  img,
  svg {
    max-width: 100%;
    height: auto;
  }
  a {
    color: ${colors.primary};
  }
  :focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
  /* Printed pages: the text only, with margins on every sheet, where outside links lead and how to
     reach the practice; no navigation, no buttons (calls to action, "Back to Home"), no call bar. */
  .print-only {
    display: none;
  }
  @page {
    margin: 2cm 1.8cm;
  }
  ${media.print} {
    body > header,
    body > footer,
    nav,
    [data-call-bar],
    [data-print-hide],
    [data-island] {
      display: none !important;
    }
    .print-only {
      display: block;
    }
    main a[href^='http']::after {
      content: ' (' attr(href) ')';
      font-size: 0.875em;
      overflow-wrap: anywhere;
    }
  }
`

const SkipLink = styled.a`
  position: absolute;
  left: 1rem;
  top: -4rem;
  z-index: 100;
  padding: 0.75rem 1rem;
  background: ${colors.primary};
  color: ${colors.primaryText};
  font-weight: 600;
  border-radius: 0 0 ${radii.medium} ${radii.medium};
  &:focus {
    top: 0;
  }
`

const Main = styled.main`
  display: block;
  &:focus {
    outline: none;
  }
`

/** The 404 page (no path), /legal (a copy of /policies) and the unlisted pages are left out of the site search. */
const notSearched = (path: string) => path === '' || path === '/legal' || pageSettings(path).unlisted

/** A preview build leaves a slot at the end of main for "Last updated · Edit this page" (renderer/+onRenderHtml.tsx fills it). */
export function Layout({ locale, currentPath, children }: { locale: Locale; currentPath: string; children: ReactNode }) {
  const preview = isPreviewBuild()
  const { site } = locale.content
  // A clinic screen: only the page, which brings its own controls.
  const kiosk = currentPath !== '' && pageSettings(currentPath).kiosk
  return (
    <>
      <Global styles={kiosk ? baseStyles : [baseStyles, callBarSpace]} />
      {!kiosk && (
        <SkipLink href="#main" data-print-hide>
          {locale.words.skipLink}
        </SkipLink>
      )}
      {preview && <PreviewBanner />}
      {!kiosk && <Header locale={locale} currentPath={currentPath} />}
      {/* Pagefind indexes only what is inside data-pagefind-body: not the header or footer. */}
      <Main id="main" tabIndex={-1} data-pagefind-body={kiosk || notSearched(currentPath) ? undefined : ''}>
        {children}
        {preview && currentPath && !kiosk && <div data-page-source="" />}
      </Main>
      {!kiosk && (
        <>
          <p className="print-only">
            {site.practiceName} · {site.phones.tollFree}
          </p>
          <Footer locale={locale} />
          <CallBar locale={locale} currentPath={currentPath} />
        </>
      )}
    </>
  )
}
