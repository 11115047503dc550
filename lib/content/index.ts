// The one way pages get content (server only): the data, the MDX bodies and the route table, through
// a view that notes which files each page reads (reads.ts). The build has run the content check already.
import type { ComponentType } from 'react'
import type { UseMdxComponents } from '@mdx-js/mdx'
import { defaultLanguage, type Lang } from '../i18n/languages.ts'
import { readSiteContent } from './runtime.ts'
import { addressOf, pageAt, routeTable, sourceOf, type RouteTable } from './routes.ts'
import { noteRead, shownEntry, trackedContent } from './reads.ts'
import type { Content } from './content-types.ts'
import type { Entry } from './check/check-types.ts'
import type { Section } from './mdx-options.ts'
import type { collections } from './files.ts'

type MDXComponents = ReturnType<UseMdxComponents>

export type { Content, Entry }

let cached: Content | undefined

/** The content as pages in `lang` see it: each file's translation where there is one, each read noted. */
export function getContent(lang: Lang = defaultLanguage): Content {
  return trackedContent(loadedContent(), lang)
}

const loadedContent = (): Content => (cached ??= readSiteContent(process.cwd()))

/** Reads the content again at the next use (the development server, at each request). */
export function reloadContent(): void {
  cached = undefined
}

/** Every page of the site (routes.ts). */
export function siteRoutes(): RouteTable {
  return routeTable(loadedContent())
}

type MdxBody = ComponentType<{ components?: MDXComponents }>
// Compiled by the build only: in scripts import.meta.glob does not exist and there are no bodies.
const modules: Record<string, { default: MdxBody; sections: Section[] }> = (() => {
  try {
    return import.meta.glob('/content/**/*.mdx', { eager: true })
  } catch {
    return {}
  }
})()

function moduleOf(entry: { file: string }) {
  noteRead(entry.file)
  const module = modules[`/${entry.file}`]
  if (!module) throw new Error(`No compiled body for ${entry.file}`)
  return module
}

/** The Markdown text of an entry, ready to render. */
export const bodyOf = (entry: { file: string }): MdxBody => moduleOf(entry).default

/** The h2 sections of an entry's text, with their ids (mdx-options.ts). */
export const sectionsOf = (entry: { file: string }): Section[] => moduleOf(entry).sections

/** The text of one page: content/pages/<name>.mdx ("home" is /), or its translation in `lang`. */
export function pageText(name: string, lang: Lang = defaultLanguage) {
  const found = entryIn('pages', name, lang)
  if (!found) {
    const address = addressOf(siteRoutes(), { collection: 'pages', slug: name }, lang)
    throw new Error(`${sourceOf({ collection: 'pages', slug: name, lang, route: address })} is missing: the page ${address} takes its title and heading from it.`)
  }
  return found
}

/** An entry in a language: the English file, or its translation under content/<lang>/; undefined when there is none. */
export function entryIn<C extends keyof typeof collections & keyof Content>(collection: C, slug: string, lang: Lang = defaultLanguage): Content[C][number] | undefined {
  // Found without the notes of getContent(): finding the page is not listing every page.
  const content = loadedContent()
  const found =
    lang === defaultLanguage
      ? (content[collection] as Entry<unknown>[]).find((entry) => entry.slug === slug)
      : content.translations.find((t) => t.lang === lang && t.collection === collection && t.slug === slug)
  return found && (shownEntry(content, found, lang) as Content[C][number])
}

/** `kiosk` and `unlisted` of the page at an address, in any language (not noted: settings are not what it shows). */
export function pageSettings(route: string): { kiosk: boolean; unlisted: boolean } {
  const page = pageAt(siteRoutes(), route)
  const entry = page?.collection === 'pages' ? loadedContent().pages.find((p) => p.slug === page.slug) : undefined
  return { kiosk: entry?.data.kiosk === true, unlisted: entry?.data.unlisted === true }
}
