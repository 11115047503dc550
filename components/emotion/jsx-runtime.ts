// @emotion/react/jsx-runtime in the browser (scripts/build/emotion-in-browser.ts): React's own, since the
// islands do not use Emotion's `css` prop; one that does is stopped here instead of losing its styles.
import { Fragment, jsx as reactJsx, jsxs as reactJsxs } from 'react/jsx-runtime'

type Jsx = typeof reactJsx

const noCssProp =
  (make: Jsx): Jsx =>
  (type, props, key) => {
    if ((props as { css?: unknown } | null)?.css !== undefined) throw new Error('An island uses the css prop: write a styled component instead (components/emotion/react.ts).')
    return make(type, props, key)
  }

export const jsx = noCssProp(reactJsx)
export const jsxs = noCssProp(reactJsxs)
export { Fragment }
