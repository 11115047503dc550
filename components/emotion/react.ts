// @emotion/react in the browser: `css` and `Global` (a global style stays once shown), all the islands use; a
// theme, the `css` prop and `keyframes` are server-side only (the build stops if an island imports one).
import { serializeStyles, type Interpolation, type SerializedStyles } from '@emotion/serialize'
import type { ReactNode } from 'react'
import { useRule } from './styles.ts'

export const css = (...args: Interpolation<unknown>[]): SerializedStyles => serializeStyles(args)

export function Global({ styles }: { styles: Interpolation<unknown> }): null {
  useRule(serializeStyles([styles], undefined, {}), 'global')
  return null
}

/** The islands share one set of rules (styles.ts). */
export const CacheProvider = ({ children }: { children: ReactNode }) => children
