// The locale of a page (server only: it reads the content): its language, its words, its view of the
// content and its address maker, made once per page by the renderer and given to every component
// through useLocale(). The words are content/ui/<lang>.yaml, with the words of the other content files
// the frame shows (site.yaml's links and notices, the office pages' words) from those files in the
// default language and from their translations in the others.
import { createContext, createElement, Fragment, useContext, type ReactNode } from 'react'
import { getContent, siteRoutes } from '../lib/content/index.ts'
import type { Content } from '../lib/content/index.ts'
import { addressOf, contentAddress, translationsOf, type RouteTable, type RoutedName } from '../lib/content/routes.ts'
import { noteRead } from '../lib/content/reads.ts'
import type { OfficeWords, UiText } from '../lib/content/ui-schema.ts'
import { fill } from './fill.ts'
import { formatHours } from './format.ts'
import { officeHours, sameHours, usualHours } from '../lib/content/time/hours.ts'
import { defaultLanguage, languageOf, type Language } from '../lib/i18n/languages.ts'
import type { Lang } from './lang.ts'

export type { Lang } from './lang.ts'
export { fill } from './fill.ts'

type UiContent = Pick<Content, 'site' | 'locations' | 'locationsPage' | 'home' | 'ui' | 'translatedData'>

/**
 * The practice's hours as the footer gives them: the hours most offices keep (content/locations.yaml),
 * then each office that keeps others, by name, with its own.
 */
function practiceHours(offices: Content['locations'], words: UiText['hours'], lang: Lang): string {
  const usual = usualHours(offices)
  const others = offices.filter((office) => !sameHours(officeHours(office.hours), usual))
  const hours = formatHours(usual, words, lang)
  if (others.length === 0) return hours
  const named = others.map((office) => fill(words.otherOffice, { office: office.name, hours: formatHours(officeHours(office.hours), words, lang) }))
  return fill(words.withOtherOffices, { hours, offices: new Intl.ListFormat(languageOf(lang).locale, { type: 'conjunction' }).format(named) })
}

/** Everything a page shows around its content, in `lang`. */
export function uiTextOf(content: UiContent, lang: Lang): UiText {
  const { site } = content
  const words = content.ui[lang]
  if (!words) throw new Error(`content/ui/${lang}.yaml is missing: the pages in this language take their words from it.`)
  const translated = lang === defaultLanguage ? undefined : words.translatedSite
  const siteWords = translated ?? {
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
    // Read only when a page uses them, so that only the office pages count these files among the
    // files they show. English closure reasons are shown as locations.yaml writes them.
    get locations(): OfficeWords {
      const translatedData = lang === defaultLanguage ? undefined : content.translatedData[lang]
      if (translatedData) for (const name of ['locations-page.yaml', 'home.yaml']) noteRead(`content/${lang}/${name}`)
      const page = translatedData?.locationsPage ?? content.locationsPage
      const home = (translatedData?.home ?? content.home).locations
      return {
        ...page,
        selectedLabel: home.selectedLabel,
        directionsLabel: home.directionsLabel,
        phoneLabel: home.phoneLabel,
        chooseLabel: home.chooseLabel,
        mapTitle: home.mapTitle,
        showMapLabel: home.showMapLabel,
        openInMapsLabel: home.openInMapsLabel,
        mapFailed: home.mapFailed,
        ...officeMap,
        closureReasons: siteWords.closureReasons,
        newTab: words.newTab,
      }
    },
  }
}

export function uiText(lang: Lang): UiText {
  const content = getContent()
  // The frame's own words are not counted among the files a page shows (they were code before).
  return uiTextOf(
    {
      get site() {
        return content.site
      },
      get locationsPage() {
        return content.locationsPage
      },
      get home() {
        return content.home
      },
      get locations() {
        return content.locations
      },
      ui: content.ui,
      translatedData: content.translatedData,
    },
    lang,
  )
}

/** Everything a page knows about its language, made once per page (localeOf) and read with useLocale(). */
export interface Locale {
  lang: Lang
  /** The language's facts of lib/i18n/languages.ts: its name, writing direction and Intl locale. */
  language: Language
  /** The interface words (content/ui/<lang>.yaml and site.yaml's words). */
  words: UiText
  /**
   * The content as the page shows it: in its language, each file's translation where there is one
   * (content/<lang>/…), the default language's file where there is none.
   */
  content: Content
  /** The site's pages (lib/content/routes.ts). */
  routes: RouteTable
  /** The address of an entry on this language's pages: its page in this language, or the default language's. */
  href: (collection: RoutedName, slug: string) => string
  /** Where an address written in the content leads on this language's pages. */
  link: (written: string) => string
  /** The same page in each other language that has it (the language control, hreflang). */
  versions: (route: string) => { lang: Lang; route: string }[]
}

/** The locale of a page in `lang`. */
export function localeOf(lang: Lang): Locale {
  const routes = siteRoutes()
  return {
    lang,
    language: languageOf(lang),
    words: uiText(lang),
    content: getContent(lang),
    routes,
    href: (collection, slug) => addressOf(routes, { collection, slug }, lang),
    link: (written) => contentAddress(routes, written, lang),
    versions: (route) => translationsOf(routes, route),
  }
}

const LocaleContext = createContext<Locale | null>(null)
/** Gives the page's locale to everything it renders (renderer/+onRenderHtml.tsx, once per page). */
export const LocaleProvider = LocaleContext.Provider

/** The locale of the page being rendered. */
export function useLocale(): Locale {
  const locale = useContext(LocaleContext)
  if (!locale) throw new Error('useLocale() is only available while a page renders on the server, inside the renderer’s LocaleProvider')
  return locale
}

/** The content as the page being rendered shows it (its locale's view). */
export function usePageContent(): Content {
  return useLocale().content
}

/** The interface words of the page being rendered. */
export function usePageUi(): UiText {
  return useLocale().words
}

/** The language of the page being rendered (islands, in the browser: components/lang.ts). */
export function usePageLanguage(): Lang {
  return useLocale().lang
}

/** Fills {name} placeholders with text or elements (a link, a date), keeping the words around them. */
export function fillNodes(template: string, values: Record<string, ReactNode>): ReactNode[] {
  return template.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1]
    return createElement(Fragment, { key: index }, name !== undefined && name in values ? values[name] : part)
  })
}
