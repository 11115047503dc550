// The header of every page. The phone menu is an HTML popover: no script, Escape or a tap beside it
// closes it, and the browser puts the focus back on the Menu button.
import styled from '@emotion/styled'
import { languages } from '../lib/i18n/languages.ts'
import { addressOf } from '../lib/content/routes.ts'
import type { Site } from '../lib/content/schema.ts'
import type { UiText } from '../lib/content/ui-schema.ts'
import { uiText, type Lang, type Locale } from './i18n.ts'
import { breakpoints, colors, radii } from './theme.ts'
import { Button, ButtonLink, Container, ExternalButtonLink, plainList, tapTarget, VisuallyHidden } from './ui.tsx'
import { formatPhone, telHref } from './format.ts'

const Bar = styled.header`
  border-bottom: 1px solid ${colors.border};
  background: ${colors.background};
`

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  /* On the narrowest phones the language control may take a line of its own rather than overflow. */
  flex-wrap: wrap;
  gap: 0 1rem;
  min-height: 4.5rem;
`

const Brand = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  color: ${colors.primary};
  font-weight: 700;
  font-size: 1.125rem;
  text-decoration: none;
`

const Links = styled.ul`
  ${plainList}
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  ${breakpoints.wide} {
    flex-direction: row;
    /* With 200% text the links take a second row instead of running off the screen. */
    flex-wrap: wrap;
  }
  a {
    display: block;
    padding: 0.625rem 0.75rem;
    border-radius: ${radii.small};
    color: ${colors.text};
    font-weight: 500;
    text-decoration: none;
  }
  a:hover {
    background: ${colors.surface};
    color: ${colors.primary};
  }
  a[aria-current='page'] {
    color: ${colors.primary};
    text-decoration: underline;
    text-underline-offset: 0.3em;
  }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`

const WideOnly = styled.div`
  display: none;
  ${breakpoints.wide} {
    display: block;
  }
`

/** On wide screens the links get a row of their own under the brand, so none of them wraps. */
const WideNav = styled.nav`
  display: none;
  ${breakpoints.wide} {
    display: block;
    border-top: 1px solid ${colors.border};
  }
`

// The secondary button, narrower and without its hover tint.
const MenuButton = styled(Button)`
  padding: 0.5rem 1rem;
  &:hover {
    background: ${colors.background};
  }
  ${breakpoints.wide} {
    display: none;
  }
`

/** The open menu: a sheet over the whole screen, its own close button on top, the links under it. */
const PhoneMenu = styled.nav`
  &:popover-open {
    position: fixed;
    inset: 0;
    width: auto;
    height: auto;
    max-width: none;
    max-height: none;
    margin: 0;
    overflow: auto;
    display: grid;
    align-content: start;
    gap: 1rem;
    padding: 1rem;
    border: 0;
    background: ${colors.background};
    color: ${colors.text};
  }
  ${breakpoints.wide} {
    display: none !important;
  }
`

const CloseRow = styled.div`
  display: flex;
  justify-content: flex-end;
`

const PHONE_MENU_ID = 'phone-menu'

const Icon = ({ d }: { d: string }) => (
  <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
    <path d={d} stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
)

function NavLinks({ ui, currentPath }: { ui: UiText; currentPath: string }) {
  return (
    <Links>
      {ui.navigation.header.map((link) => (
        <li key={link.href}>
          <a href={link.href} aria-current={link.href === currentPath ? 'page' : undefined}>
            {link.label}
          </a>
        </li>
      ))}
    </Links>
  )
}

function HeaderActions({ site, ui, lang }: { site: Site; ui: UiText; lang: Lang }) {
  return (
    <Actions>
      <ExternalButtonLink variant="secondary" href={site.links.portal}>
        {ui.patientPortal}
      </ExternalButtonLink>
      <ButtonLink href={telHref(site.phones.tollFree)} aria-label={`${ui.callNow}: ${formatPhone(site.phones.tollFree, lang)}`}>
        {ui.callNow}
      </ButtonLink>
    </Actions>
  )
}

/** Each other language by its own name: the same page in it, else its home page, saying (to screen readers, in it) that this one is not translated. */
function LanguageSwitch({ locale, currentPath }: { locale: Locale; currentPath: string }) {
  // The 404 page (no path) offers each language's home page, as the home page does.
  const versions = locale.versions(currentPath || locale.href('pages', 'home'))
  return languages
    .filter((language) => language.code !== locale.lang)
    .map(({ code, name }) => {
      const target = versions.find((version) => version.lang === code)?.route
      return (
        <LanguageLink key={code} href={target ?? addressOf(locale.routes, { collection: 'pages', slug: 'home' }, code)} hrefLang={code} lang={code} data-testid="language-switch">
          {name}
          {!target && <VisuallyHidden> – {uiText(code).languageSwitch.missing}</VisuallyHidden>}
        </LanguageLink>
      )
    })
}

const LanguageLink = styled.a`
  ${tapTarget}
  padding: 0 0.5rem;
  font-weight: 600;
`

export function Header({ locale, currentPath }: { locale: Locale; currentPath: string }) {
  const { words: ui, lang } = locale
  const { site } = locale.content
  return (
    <Bar>
      <Inner>
        <Brand href={locale.href('pages', 'home')}>
          <Logo />
          {site.practiceName}
        </Brand>
        <LanguageSwitch locale={locale} currentPath={currentPath} />
        <WideOnly>
          <HeaderActions site={site} ui={ui} lang={lang} />
        </WideOnly>
        <MenuButton variant="secondary" type="button" popoverTarget={PHONE_MENU_ID}>
          <Icon d="M3 5h14M3 10h14M3 15h14" />
          {ui.menu}
        </MenuButton>
        <PhoneMenu id={PHONE_MENU_ID} popover="auto" aria-label={ui.phoneNavigation}>
          <CloseRow>
            <MenuButton variant="secondary" type="button" popoverTarget={PHONE_MENU_ID} popoverTargetAction="hide">
              <Icon d="M5 5l10 10M15 5L5 15" />
              {ui.closeMenu}
            </MenuButton>
          </CloseRow>
          <NavLinks ui={ui} currentPath={currentPath} />
          <HeaderActions site={site} ui={ui} lang={lang} />
        </PhoneMenu>
      </Inner>
      <WideNav aria-label={ui.mainNavigation}>
        <Container>
          <NavLinks ui={ui} currentPath={currentPath} />
        </Container>
      </WideNav>
    </Bar>
  )
}

/** The practice mark, a stylised neuron; decorative: the practice name always stands beside it. */
export function Logo({ size = 36 }: { size?: number }) {
  return (
    <svg aria-hidden="true" width={size} height={size} viewBox="0 0 40 40" focusable="false">
      <circle cx="20" cy="20" r="19" fill={colors.primary} />
      <circle cx="20" cy="20" r="5" fill={colors.onDark} />
      <path
        d="M20 15V7M20 25v8M15 20H7M25 20h8M16.5 16.5l-5-5M23.5 23.5l5 5M23.5 16.5l5-5M16.5 23.5l-5 5"
        stroke={colors.onDark}
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </svg>
  )
}
