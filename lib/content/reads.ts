// Which content files a page reads while it renders. The renderer records around each page
// (recordReads), and getContent() hands pages a view of the content that notes each file as it is
// read: a YAML data file when its part of the content is taken, an MDX entry when any of its
// fields (other than the slug and file that find it) or its body is read, and a whole folder
// ("content/team/") when the page takes the list of a collection, since a file added to or removed
// from that folder may change the page. The record is how "Last updated", the sitemap's lastmod
// and `npm run changed-pages` know which pages show which files (docs/architecture.md).
import { collections, dataFiles } from './files.ts'
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
const contentViews = new WeakMap<Content, Content>()
const collectionViews = new WeakMap<object, AnyEntry[]>()

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

/** The content as pages see it, noting each file they read (see the header). */
export function trackedContent(content: Content): Content {
  let view = contentViews.get(content)
  if (!view) {
    view = new Proxy(content, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver) as unknown
        if (typeof key !== 'string') return value
        if (key in dataFiles) noteRead(dataFiles[key as keyof typeof dataFiles].file)
        if (key in collections && Array.isArray(value)) {
          noteRead(`${collections[key as keyof typeof collections].folder}/`)
          let list = collectionViews.get(value)
          if (!list) collectionViews.set(value, (list = (value as AnyEntry[]).map(trackedEntry)))
          return list
        }
        return value
      },
    })
    contentViews.set(content, view)
  }
  return view
}
