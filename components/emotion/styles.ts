// The islands' styles in the browser (the client build's Emotion, see styled.ts): which rules the page
// already has, and the few it must add. The server writes every rule of what it rendered into the
// page's <style data-emotion="css name1 name2 …">; an island that shows something new (an error
// message, a toast) asks for a rule the page lacks, and only then does Emotion's own inserter
// (insert.ts: @emotion/cache with stylis) load and add it. A page whose islands show only what the
// server rendered never downloads it.
import type { SerializedStyles } from '@emotion/serialize'
import type { RuleKind } from './insert.ts'

/** Emotion's class name of a set of styles (the cache key of components/emotionCache.ts is "css"). */
export const className = (serialized: SerializedStyles): string => `css-${serialized.name}`

/** Styles of the classes given to components, so a styled component wrapping another merges them (Emotion's cache.registered). */
export const registered: Record<string, string> = {}

/** The names of the rules in the page: those the server wrote, and those added since. */
const present = new Set<string>()
if (typeof document !== 'undefined') {
  for (const style of document.querySelectorAll('style[data-emotion]')) {
    for (const name of (style.getAttribute('data-emotion') ?? '').split(' ').slice(1)) present.add(name)
  }
}

const waiting: [SerializedStyles, RuleKind][] = []
let inserter: Promise<typeof import('./insert.ts')> | undefined

/** Makes sure the page has the rule of `serialized`; as Emotion's registerStyles and insertStyles do. */
export function useRule(serialized: SerializedStyles, kind: RuleKind): void {
  if (kind === 'component') registered[className(serialized)] ??= serialized.styles
  if (present.has(serialized.name)) return
  present.add(serialized.name)
  waiting.push([serialized, kind])
  inserter ??= import('./insert.ts')
  void inserter.then(({ insertRule }) => {
    for (const [styles, ruleKind] of waiting.splice(0)) insertRule(styles, ruleKind)
  })
}
