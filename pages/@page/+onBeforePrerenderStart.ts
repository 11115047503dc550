// One page per plain content page (content/pages/<name>.mdx without a pages/<name>/ folder).
import { getContent } from '../../lib/content/index.ts'
import { pageFolderRoutes, plainPageNames } from '../../lib/content/routes.ts'

export function onBeforePrerenderStart(): string[] {
  return plainPageNames(getContent().pages.map((p) => p.slug), pageFolderRoutes()).map((name) => `/${name}`)
}
