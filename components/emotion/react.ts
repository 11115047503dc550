// @emotion/react in the browser (scripts/build/emotion-in-browser.ts puts this file in its place in the
// islands' code): `css`, which Emotion's own serializer turns into styles, and `Global`. The islands
// use nothing else of it: a theme, the `css` prop and `keyframes` are server-side only (the build
// stops with an import error if an island asks for one). A global style stays once shown.
import { serializeStyles, type Interpolation, type SerializedStyles } from '@emotion/serialize'
import type { ReactNode } from 'react'
import { useRule } from './styles.ts'

export const css = (...args: Interpolation<unknown>[]): SerializedStyles => serializeStyles(args)

export function Global({ styles }: { styles: Interpolation<unknown> }): null {
  useRule(serializeStyles([styles], undefined, {}), 'global')
  return null
}

/** The islands share one set of rules (styles.ts): no cache to provide. */
export const CacheProvider = ({ children }: { children: ReactNode }) => children
