// The one way pages get content: validated data, and the MDX bodies as React components.
// Server-only (pages are pre-rendered); nothing here reaches the browser. Pages see the content
// through a view that notes which files they read (lib/content/reads.ts).
import type { ComponentType } from 'react'
import type { MDXComponents } from 'mdx/types'
import { loadContent } from './load.ts'
import { noteRead, trackedContent, trackedEntry } from './reads.ts'
import { formatProblems, type Content, type Entry } from './validate.ts'

export type { Content, Entry }

let cached: Content | undefined

/** The content as pages see it: each file a page reads is noted (lib/content/reads.ts). */
export function getContent(): Content {
  return trackedContent(loadedContent())
}

function loadedContent(): Content {
  // In development, read the files again on every page so edits show at once.
  if (!cached || import.meta.env.DEV) {
    // MDX bodies are compiled (and their mistakes reported) by the build itself and `npm run check`.
    const { content, problems } = loadContent(process.cwd(), undefined, { compileBodies: false })
    const errors = problems.filter((p) => p.level === 'error')
    if (errors.length > 0) throw new Error(`The content has ${errors.length} mistake(s):\n${formatProblems(errors)}`)
    cached = content
  }
  return cached
}

type MdxBody = ComponentType<{ components?: MDXComponents }>
// Compiled by the build only: outside it (the content check and scripts, which read the content but
// render nothing) import.meta.glob does not exist and there are no bodies.
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
 * The text of one page: content/pages/<name>.mdx ("home" is /), or in Spanish its translation in
 * content/es/pages/<name>.mdx (same fields).
 */
export function pageText(name: string, lang: 'en' | 'es' = 'en') {
  // Found without the notes of getContent(): finding the page is not listing every page.
  if (lang !== 'en') {
    const translation = loadedContent().translations.find((t) => t.lang === lang && t.collection === 'pages' && t.slug === name)
    if (!translation) throw new Error(`content/${lang}/pages/${name}.mdx is missing: the page /${lang}/${name} takes its text from it.`)
    return trackedEntry(translation as unknown as Content['pages'][number])
  }
  const found = loadedContent().pages.find((p) => p.slug === name)
  if (!found) throw new Error(`content/pages/${name}.mdx is missing: every page takes its title and heading from it.`)
  return trackedEntry(found)
}
