// Which content files a page reads while it renders. The renderer records around each page
// (recordReads), and getContent() hands pages a view of the content that notes each file as it is
// read: a YAML data file when its part of the content is taken, an MDX entry when any of its
// fields (other than the slug and file that find it) or its body is read, and a whole folder
// ("content/team/") when the page takes the list of a collection, since a file added to or removed
// from that folder may change the page. In another language, the view shows each file's translation
// (content/<lang>/…) where there is one, and notes that file; its links lead to the pages of that
// language where there are some, whoever wrote them. The record is how "Last updated", the sitemap's
// lastmod and `npm run changed-pages` know which pages show which files (docs/architecture.md).
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

type AnyEntry = { file: string; slug: string }
const entryViews = new WeakMap<object, AnyEntry>()
const contentViews = new WeakMap<Content, Map<Lang, Content>>()
const dataViews = new WeakMap<Content, Map<string, unknown>>()
const collectionViews = new WeakMap<Content, Map<string, AnyEntry[]>>()

/** The entry as pages see it: reading a field or the body notes its file; slug and file find it. */
export function trackedEntry<E extends AnyEntry>(entry: E): E {
  let view = entryViews.get(entry)
  if (!view) {
    view = new Proxy(entry, {
      get(target, key, receiver) {
        if (key !== 'slug' && key !== 'file') noteRead(target.file)
        return Reflect.get(target, key, receiver)
      },
    })
    entryViews.set(entry, view)
  }
  return view as E
}

/** The content as pages in `lang` see it: translations where there are some, each file read noted (see the header). */
export function trackedContent(content: Content, lang: Lang = defaultLanguage): Content {
  const views = contentViews.get(content) ?? new Map<Lang, Content>()
  contentViews.set(content, views)
  let view = views.get(lang)
  if (!view) {
    const translatedData = (lang === defaultLanguage ? undefined : content.translatedData[lang]) ?? {}
    view = new Proxy(content, {
      get(target, key, receiver) {
        if (typeof key !== 'string') return Reflect.get(target, key, receiver) as unknown
        if (key in dataFiles) {
          const translated = key in translatableDataFiles ? (translatedData as Record<string, unknown>)[key] : undefined
          const file = dataFiles[key as keyof typeof dataFiles].file
          noteRead(translated === undefined ? file : translationPath(file, lang))
          return dataIn(target, key, lang, translated ?? (Reflect.get(target, key, receiver) as unknown))
        }
        if (key in collections) {
          const folder = collections[key as keyof typeof collections].folder
          noteRead(`${folder}/`)
          if (lang !== defaultLanguage) noteRead(`${translationPath(folder, lang)}/`)
          return collectionIn(target, key as keyof typeof collections, lang)
        }
        return Reflect.get(target, key, receiver) as unknown
      },
    })
    views.set(lang, view)
  }
  return view
}

/** A data file's value in `lang`, its links leading to the pages of that language. */
function dataIn(content: Content, key: string, lang: Lang, value: unknown): unknown {
  if (lang === defaultLanguage) return value
  const values = dataViews.get(content) ?? new Map<string, unknown>()
  dataViews.set(content, values)
  if (!values.has(`${lang}/${key}`)) values.set(`${lang}/${key}`, linksIn(routeTable(content), lang, value))
  return values.get(`${lang}/${key}`)
}

/** A collection's entries in `lang`: each entry's translation where there is one, as pages see them. */
function collectionIn(content: Content, collection: keyof typeof collections, lang: Lang): AnyEntry[] {
  const lists = collectionViews.get(content) ?? new Map<string, AnyEntry[]>()
  collectionViews.set(content, lists)
  const name = `${lang}/${collection}`
  let list = lists.get(name)
  if (!list) {
    const translated = lang === defaultLanguage ? [] : content.translations.filter((t) => t.lang === lang && t.collection === collection)
    const english = content[collection] as AnyEntry[]
    list = english.map((entry) => {
      const shown = translated.find((t) => t.slug === entry.slug) ?? entry
      return trackedEntry(lang === defaultLanguage ? shown : { ...shown, data: linksIn(routeTable(content), lang, (shown as AnyEntry & { data: unknown }).data) })
    })
    lists.set(name, list)
  }
  return list
}
