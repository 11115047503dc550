// The one way pages get content: validated data, the MDX bodies as React components, and the route
// table made from them. Server-only (pages are pre-rendered); nothing here reaches the browser. Pages
// see the content through a view that notes which files they read (lib/content/reads.ts). It reads
// the content without the content check (runtime.ts): the build has run the check already.
import type { ComponentType } from 'react'
import type { UseMdxComponents } from '@mdx-js/mdx'
import { defaultLanguage, type Lang } from '../i18n/languages.ts'
import { readSiteContent } from './runtime.ts'
import { addressOf, linksIn, pageAt, routeTable, sourceOf, type RouteTable } from './routes.ts'
import { noteRead, trackedContent, trackedEntry } from './reads.ts'
import type { Content } from './content-types.ts'
import type { Entry } from './check/check-types.ts'
import type { collections } from './files.ts'

type MDXComponents = ReturnType<UseMdxComponents>

export type { Content, Entry }

let cached: Content | undefined

/**
 * The content as pages in `lang` see it: each file's translation where there is one, and each file a
 * page reads noted (lib/content/reads.ts). A page gets it once, in its locale (components/locale.ts).
 */
export function getContent(lang: Lang = defaultLanguage): Content {
  return trackedContent(loadedContent(), lang)
}

function loadedContent(): Content {
  cached ??= readSiteContent(process.cwd())
  return cached
}

/** Reads the content again: the development server does at the start of each request, so edits show at once. */
export function reloadContent(): void {
  cached = undefined
}

/** Every page of the site, from the content (lib/content/routes.ts). */
export function siteRoutes(): RouteTable {
  return routeTable(loadedContent())
}

type MdxBody = ComponentType<{ components?: MDXComponents }>
// Compiled by the build only: outside it (scripts, which read the content but render nothing)
// import.meta.glob does not exist and there are no bodies.
const bodies: Record<string, MdxBody> = (() => {
  try {
    return import.meta.glob<MdxBody>('/content/**/*.mdx', { eager: true, import: 'default' })
  } catch {
    return {}
  }
})()

/** The Markdown text of an entry, ready to render. */
export function bodyOf(entry: { file: string }): MdxBody {
  noteRead(entry.file)
  const body = bodies[`/${entry.file}`]
  if (!body) throw new Error(`No compiled body for ${entry.file}`)
  return body
}

/**
 * The text of one page: content/pages/<name>.mdx ("home" is /), or in another language its
 * translation in content/<lang>/pages/<name>.mdx (same fields).
 */
export function pageText(name: string, lang: Lang = defaultLanguage) {
  const found = entryIn('pages', name, lang)
  if (!found) {
    const address = addressOf(siteRoutes(), { collection: 'pages', slug: name }, lang)
    throw new Error(`${sourceOf({ collection: 'pages', slug: name, lang, route: address })} is missing: the page ${address} takes its title and heading from it.`)
  }
  return found
}

/**
 * An entry of a translatable collection in a language: the English file, or its translation under
 * content/<lang>/ (the same fields, checked against the same schema). Undefined when there is none.
 */
export function entryIn<C extends keyof typeof collections & keyof Content>(collection: C, slug: string, lang: Lang = defaultLanguage): Content[C][number] | undefined {
  // Found without the notes of getContent(): finding the page is not listing every page.
  const content = loadedContent()
  const found =
    lang === defaultLanguage
      ? (content[collection] as Entry<unknown>[]).find((entry) => entry.slug === slug)
      : content.translations.find((t) => t.lang === lang && t.collection === collection && t.slug === slug)
  if (!found) return undefined
  // Its links lead to the pages of its language (lib/content/reads.ts).
  const shown = lang === defaultLanguage ? found : { ...found, data: linksIn(siteRoutes(), lang, found.data) }
  return trackedEntry(shown as Content[C][number]) as Content[C][number]
}

/**
 * The settings of the page at an address, from the front matter of its content/pages/ file
 * (`kiosk`, `unlisted`), whatever the page's language. Settings are not what the page shows, so
 * reading them is not noted as reading the file.
 */
export function pageSettings(route: string): { kiosk: boolean; unlisted: boolean } {
  const page = pageAt(siteRoutes(), route)
  const entry = page?.collection === 'pages' ? loadedContent().pages.find((p) => p.slug === page.slug) : undefined
  return { kiosk: entry?.data.kiosk === true, unlisted: entry?.data.unlisted === true }
}
