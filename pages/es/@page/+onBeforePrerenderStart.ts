// One page per translated plain page (content/es/pages/<name>.mdx whose English page has no pages/<name>/ folder).
import { spanishPlainPageNames } from '../../../lib/content/routes.ts'

export function onBeforePrerenderStart(): string[] {
  return spanishPlainPageNames().map((name) => `/es/${name}`)
}
