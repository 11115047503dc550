// Adds a rule the page does not have yet, with Emotion's own cache and stylis (the settings of the
// server render, components/emotionCache.ts), so it is the rule the server would have written. Loaded
// by styles.ts only when an island first shows something the server did not render.
import type { SerializedStyles } from '@emotion/serialize'
import { insertStyles } from '@emotion/utils'
import { newEmotionCache } from '../emotionCache.ts'

/** How a rule is written: for an element's class, for a component's class, or for the whole page. */
export type RuleKind = 'element' | 'component' | 'global'

// It adopts the rules the server wrote, so none is added twice.
const cache = newEmotionCache()

export function insertRule(serialized: SerializedStyles, kind: RuleKind): void {
  if (kind === 'global') cache.insert('', serialized, cache.sheet, true)
  else insertStyles(cache, serialized, kind === 'element')
}
