// Adds a rule the page lacks with the server's Emotion cache settings (components/emotionCache.ts), so it is
// the server's rule. styles.ts loads it only when an island first shows something the server did not render.
import type { SerializedStyles } from '@emotion/serialize'
import { insertStyles } from '@emotion/utils'
import { newEmotionCache } from '../emotionCache.ts'

export type RuleKind = 'element' | 'component' | 'global'

// It adopts the rules the server wrote, so none is added twice.
const cache = newEmotionCache()

export function insertRule(serialized: SerializedStyles, kind: RuleKind): void {
  if (kind === 'global') cache.insert('', serialized, cache.sheet, true)
  else insertStyles(cache, serialized, kind === 'element')
}
