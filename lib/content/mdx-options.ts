// The MDX plugins of both the build and the content check, so the check sees each file as the build does.
import { createHash } from 'node:crypto'
import { join } from 'node:path'
import rehypeSlug from 'rehype-slug'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'

export const remarkPlugins = [remarkFrontmatter, remarkGfm]
export const rehypePlugins = [rehypeSlug]

/** Where the content check beside a build leaves a file's compiled module for the build: named by the file's text. */
export const compiledMdxFile = (dir: string, text: string) => join(dir, `${createHash('sha256').update(text).digest('hex')}.js`)
