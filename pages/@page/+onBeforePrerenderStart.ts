// One page per plain content page (content/pages/<name>.mdx without a pages/<name>/ folder); its
// translations are added by renderer/+onPrerenderStart.ts.
import { getContent } from '../../lib/content/index.ts'
import { collections, plainPageNames } from '../../lib/content/routes.ts'

export function onBeforePrerenderStart(): string[] {
  return plainPageNames(getContent().pages.map((p) => p.slug)).map((name) => collections.pages.path(name))
}
