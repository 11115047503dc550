// Which rules the page has (the server lists them in <style data-emotion="css name1 name2 …">), and the few
// an island must add when it shows something new (an error, a toast): only then does insert.ts load.
import type { SerializedStyles } from '@emotion/serialize'
import type { RuleKind } from './insert.ts'

/** Emotion's class name (the cache key of components/emotionCache.ts is "css"). */
export const className = (serialized: SerializedStyles): string => `css-${serialized.name}`

/** Styles of the classes given to components, so a styled component wrapping another merges them. */
export const registered: Record<string, string> = {}

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
