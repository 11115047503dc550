// The interface words of each language (server only: it reads the content): content/ui/<lang>.yaml,
// with the words of the other content files the frame shows (site.yaml's links and notices, the
// office pages' words) from those files in English and from their translations in other languages.
import { createElement, Fragment, type ReactNode } from 'react'
import { getContent } from '../lib/content/index.ts'
import type { Content } from '../lib/content/index.ts'
import { noteRead } from '../lib/content/reads.ts'
import type { OfficeWords, UiText } from '../lib/content/ui-schema.ts'
import { fill } from './fill.ts'
import { formatHours } from './format.ts'
import { officeHours, sameHours, usualHours } from '../lib/content/hours.ts'
import { languageOf } from '../lib/i18n/languages.ts'
import { usePageLanguage, type Lang } from './lang.ts'

export { usePageLanguage, type Lang } from './lang.ts'
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
  const translated = lang === 'en' ? undefined : words.translatedSite
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
      const translatedData = lang === 'en' ? undefined : content.translatedData[lang]
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

/**
 * The content as the page being rendered shows it: in its language, each file's translation where
 * there is one (content/<lang>/…), the English file where there is none.
 */
export function usePageContent(): Content {
  return getContent(usePageLanguage())
}

/** The interface words of the page being rendered. */
export function usePageUi(): UiText {
  return uiText(usePageLanguage())
}

/** Fills {name} placeholders with text or elements (a link, a date), keeping the words around them. */
export function fillNodes(template: string, values: Record<string, ReactNode>): ReactNode[] {
  return template.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1]
    return createElement(Fragment, { key: index }, name !== undefined && name in values ? values[name] : part)
  })
}
