// The shapes the content check passes around, below the check engine and its parts, which both use them.
export interface SourceFile {
  /** Path from the repository root, such as content/team/jane-doe.mdx */
  path: string
  text: string
  /** The encoding the file was saved in, when it is not plain UTF-8 (encoding.ts); `text` is its words. */
  savedAs?: string
  /** For a file not saved as UTF-8 at all: the first line with a character that is not UTF-8. */
  firstOddLine?: number
}

export interface Problem {
  file: string
  line?: number
  level: 'error' | 'warning'
  message: string
}

export const problem = (file: string, line: number | undefined, message: string, level: Problem['level'] = 'error'): Problem => ({ file, line, level, message })

/**
 * An entry's title (or a bio's name) used already in its collection, `seen` by `scope` (the collection, and
 * for a translation its language): the problem on the second file's title line. Notes the title.
 */
export function repeatedTitle(seen: Map<string, string>, scope: string, data: Record<string, unknown>, file: string, lineOf: (path: string[]) => number | undefined): Problem | undefined {
  const title = String(data.title ?? data.name ?? '')
  const key = `${scope}/${title.toLowerCase()}`
  const twin = seen.get(key)
  seen.set(key, file)
  return twin ? problem(file, lineOf(['title']) ?? lineOf(['name']), `"${title}" is already used by ${twin}. Give each entry its own title, or delete the copy.`) : undefined
}

export interface Entry<T> {
  slug: string
  file: string
  data: T
  /** The Markdown below the frontmatter. */
  body: string
}

/** The line of a field, by its path in the file's data. */
export type LineOf = (path: (string | number)[]) => number | undefined
