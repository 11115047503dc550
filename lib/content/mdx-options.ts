// How MDX is read: the same plugins for the build (vite.config.ts) and the content check
// (mdx-components-check.ts), so the check sees each file exactly as the build does.
import rehypeSlug from 'rehype-slug'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'

export const remarkPlugins = [remarkFrontmatter, remarkGfm]
export const rehypePlugins = [rehypeSlug]
