// @emotion/react/jsx-dev-runtime in the browser under `npm run dev`: React's own, as jsx-runtime.ts.
export { Fragment, jsxDEV } from 'react/jsx-dev-runtime'
