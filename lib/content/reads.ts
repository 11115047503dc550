// Which content files a page reads while it renders (recordReads), for "Last updated" and the sitemap's
// lastmod: a YAML file when its part is taken, an MDX entry when a field other than slug
// and file is read, a folder ("content/team/") when a collection's list is (a new file may change the page).
import { defaultLanguage, type Lang } from '../i18n/languages.ts'
import { collections, dataFiles, translatableDataFiles, translationPath } from './files.ts'
import { linksIn, routeTable } from './routes.ts'
import type { Content } from './content-types.ts'

let reading: Set<string> | undefined

/** Runs `render` and returns what it gave and the content files read meanwhile, sorted. */
export function recordReads<T>(render: () => T): { result: T; files: string[] } {
  const outer = reading
  reading = new Set()
  try {
    const result = render()
    return { result, files: [...reading].sort() }
  } finally {
    reading = outer
  }
}

/** Notes a file (or a folder, ending in "/") as read by the page being recorded, if any. */
export function noteRead(file: string): void {
  reading?.add(file)
}

type AnyEntry = { file: string; slug: string; data?: unknown }
const made = new WeakMap<object, Map<string, unknown>>()

/** What `make` gives, made once per object and key. */
function once<T>(owner: object, key: string, make: () => T): T {
  const byKey = made.get(owner) ?? new Map<string, unknown>()
  made.set(owner, byKey)
  if (!byKey.has(key)) byKey.set(key, make())
  return byKey.get(key) as T
}

/** The entry as pages see it: reading a field or the body notes its file; slug and file find it. */
function trackedEntry<E extends AnyEntry>(entry: E): E {
  return once(entry, 'entry', () =>
    new Proxy(entry, {
      get(target, key, receiver) {
        if (key !== 'slug' && key !== 'file') noteRead(target.file)
        return Reflect.get(target, key, receiver)
      },
    }),
  )
}

/** The content as pages in `lang` see it: each file's translation where there is one, its links to that language's pages. */
export function trackedContent(content: Content, lang: Lang = defaultLanguage): Content {
  const translatedData: Record<string, unknown> = (lang === defaultLanguage ? undefined : content.translatedData[lang]) ?? {}
  const inLang = <T>(key: string, value: T) => (lang === defaultLanguage ? value : once(content, `${lang}/${key}`, () => linksIn(routeTable(content), lang, value)))
  return once(content, lang, () =>
    new Proxy(content, {
      get(target, key, receiver) {
        if (typeof key === 'string' && key in dataFiles) {
          const translated = key in translatableDataFiles ? translatedData[key] : undefined
          const file = dataFiles[key as keyof typeof dataFiles].file
          noteRead(translated === undefined ? file : translationPath(file, lang))
          return inLang(key, translated ?? (Reflect.get(target, key, receiver) as unknown))
        }
        if (typeof key === 'string' && key in collections) {
          const folder = collections[key as keyof typeof collections].folder
          noteRead(`${folder}/`)
          if (lang !== defaultLanguage) noteRead(`${translationPath(folder, lang)}/`)
          return once(content, `${lang}/${key}/`, () => collectionIn(target, key as keyof typeof collections, lang))
        }
        return Reflect.get(target, key, receiver) as unknown
      },
    }),
  )
}

/** A collection's entries in `lang`: each entry's translation where there is one, as pages see them. */
function collectionIn(content: Content, collection: keyof typeof collections, lang: Lang): AnyEntry[] {
  const translated = lang === defaultLanguage ? [] : content.translations.filter((t) => t.lang === lang && t.collection === collection)
  return (content[collection] as AnyEntry[]).map((entry) => shownEntry(content, translated.find((t) => t.slug === entry.slug) ?? entry, lang))
}

/** An entry (or its translation) as a page in `lang` sees it: its links lead to that language's pages, reading it is noted. */
export function shownEntry<E extends AnyEntry>(content: Content, entry: E, lang: Lang): E {
  return trackedEntry(lang === defaultLanguage ? entry : { ...entry, data: linksIn(routeTable(content), lang, entry.data) })
}
