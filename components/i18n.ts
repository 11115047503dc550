// The locale of a page (server only: it reads the content): its language, its words, its view of the
// content and its address maker, made once per page by the renderer and read with useLocale().
import { createContext, useContext } from 'react'
import { getContent, siteRoutes } from '../lib/content/index.ts'
import type { Content } from '../lib/content/index.ts'
import { addressOf, contentAddress, translationsOf, type RoutedName } from '../lib/content/routes.ts'
import { noteRead } from '../lib/content/reads.ts'
import type { OfficeWords, UiText } from '../lib/content/ui-schema.ts'
import { fill } from './fill.ts'
import { formatHours } from './format.ts'
import { officeHours, sameHours, usualHours } from '../lib/content/time/hours.ts'
import { defaultLanguage, languageOf } from '../lib/i18n/languages.ts'
import type { Lang } from './lang.ts'

export type { Lang } from './lang.ts'
export { fill } from './fill.ts'
export { fillNodes } from './fillNodes.ts'

type UiContent = Pick<Content, 'site' | 'locations' | 'locationsPage' | 'home' | 'ui' | 'translatedData'>

/** The footer's hours by language, words and offices' hours: Intl writes ranges slowly, and every page shows them. */
const practiceHoursMade = new Map<string, string>()

/** The footer's hours: those most offices keep, then each office that keeps others, by name. */
function practiceHours(offices: Content['locations'], words: UiText['hours'], lang: Lang): string {
  const key = JSON.stringify([lang, words, offices.map((office) => [office.name, office.hours])])
  const made = practiceHoursMade.get(key) ?? writePracticeHours(offices, words, lang)
  practiceHoursMade.set(key, made)
  return made
}

function writePracticeHours(offices: Content['locations'], words: UiText['hours'], lang: Lang): string {
  const usual = usualHours(offices)
  const others = offices.filter((office) => !sameHours(officeHours(office.hours), usual))
  const hours = formatHours(usual, words, lang)
  if (others.length === 0) return hours
  const named = others.map((office) => fill(words.otherOffice, { office: office.name, hours: formatHours(officeHours(office.hours), words, lang) }))
  return fill(words.withOtherOffices, { hours, offices: new Intl.ListFormat(languageOf(lang).locale, { type: 'conjunction' }).format(named) })
}

/** Everything a page shows around its content, in `lang`: content/ui/<lang>.yaml and the frame's words of the other files. */
export function uiTextOf(content: UiContent, lang: Lang): UiText {
  const { site } = content
  const words = content.ui[lang]
  if (!words) throw new Error(`content/ui/${lang}.yaml is missing: the pages in this language take their words from it.`)
  const siteWords = (lang === defaultLanguage ? undefined : words.translatedSite) ?? {
    tagline: site.tagline,
    navigation: site.navigation,
    notices: site.notices,
    civilRightsCoordinatorTitle: site.civilRightsCoordinator.title,
    closureReasons: {},
    staffTitles: {},
  }
  const { officeMap, ...rest } = words
  return {
    ...rest,
    callBar: { ...words.callBar, ...siteWords.navigation.callBar },
    navigation: { header: siteWords.navigation.header, footer: siteWords.navigation.footer },
    footer: {
      ...words.footer,
      officeHours: fill(words.footer.officeHours, { hours: practiceHours(content.locations, words.hours, lang) }),
      tagline: siteWords.tagline,
      notices: [siteWords.notices.portal, siteWords.notices.messaging, siteWords.notices.socialMedia],
    },
    civilRightsCoordinatorTitle: siteWords.civilRightsCoordinatorTitle,
    staffTitle: (role) => siteWords.staffTitles[role] ?? role,
    // Read only when a page uses them, so that only the office pages count these files among those they show.
    get locations(): OfficeWords {
      const translatedData = lang === defaultLanguage ? undefined : content.translatedData[lang]
      if (translatedData) for (const name of ['locations-page.yaml', 'home.yaml']) noteRead(`content/${lang}/${name}`)
      const home = (translatedData?.home ?? content.home).locations
      const { selectedLabel, directionsLabel, phoneLabel, chooseLabel, mapTitle, showMapLabel, openInMapsLabel, mapFailed } = home
      return {
        ...(translatedData?.locationsPage ?? content.locationsPage),
        selectedLabel, directionsLabel, phoneLabel, chooseLabel, mapTitle, showMapLabel, openInMapsLabel, mapFailed,
        ...officeMap,
        closureReasons: siteWords.closureReasons,
        newTab: words.newTab,
      }
    },
  }
}

export function uiText(lang: Lang): UiText {
  return uiTextOf(getContent(), lang)
}

/** Everything a page knows about its language, made once per page and read with useLocale(). */
export function localeOf(lang: Lang) {
  const routes = siteRoutes()
  return {
    lang,
    language: languageOf(lang),
    words: uiText(lang),
    /** The content in the page's language: each file's translation where there is one. */
    content: getContent(lang),
    routes,
    /** An entry's page in this language, or the default language's. */
    href: (collection: RoutedName, slug: string) => addressOf(routes, { collection, slug }, lang),
    /** Where an address written in the content leads on this language's pages. */
    link: (written: string) => contentAddress(routes, written, lang),
    /** The same page in each language that has it (the language control, hreflang). */
    versions: (route: string) => translationsOf(routes, route),
  }
}

export type Locale = ReturnType<typeof localeOf>

const LocaleContext = createContext<Locale | null>(null)
/** Gives the page's locale to everything it renders (renderer/+onRenderHtml.tsx). */
export const LocaleProvider = LocaleContext.Provider

export function useLocale(): Locale {
  const locale = useContext(LocaleContext)
  if (!locale) throw new Error('useLocale() is only available while a page renders on the server, inside the renderer’s LocaleProvider')
  return locale
}

export const usePageContent = (): Content => useLocale().content
export const usePageUi = (): UiText => useLocale().words
/** The language of the page being rendered (islands, in the browser: components/lang.ts). */
export const usePageLanguage = (): Lang => useLocale().lang
