// The MDX plugins of both the build and the content check, so the check sees each file as the build does.
import rehypeSlug from 'rehype-slug'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'

export const remarkPlugins = [remarkFrontmatter, remarkGfm]
export const rehypePlugins = [rehypeSlug]
