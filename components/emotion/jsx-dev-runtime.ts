// @emotion/react/jsx-dev-runtime in the browser under `npm run dev` (scripts/build/emotion-in-browser.ts):
// React's own, as jsx-runtime.ts.
export { Fragment, jsxDEV } from 'react/jsx-dev-runtime'
