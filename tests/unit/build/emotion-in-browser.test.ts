// The islands' Emotion in the browser (components/emotion/, put in place of @emotion/styled and
// @emotion/react by the client build) must give every element the class name Emotion gave it on the
// server: the page's rules are the server's, found by those names. The same components, written once
// for each, rendered to HTML: the class attributes must be equal, for each way the site writes styles.
import realStyled from '@emotion/styled'
import { css as realCss } from '@emotion/react'
import { createElement, type ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, describe, expect, it } from 'vitest'
import standInStyled from '../../../components/emotion/styled.ts'
import { css as standInCss } from '../../../components/emotion/react.ts'

type StyledApi = typeof realStyled
type Css = typeof realCss
/** The components under test take their own props (tone, as): typed loosely for createElement. */
type AnyProps = ComponentType<Record<string, unknown>>
const loose = (component: unknown) => component as AnyProps

/** A few components written the way the site's are, with the given styled and css. */
function components(styled: StyledApi, css: Css) {
  const focusRing = css`
    outline: 3px solid #1d4ed8;
    outline-offset: 2px;
  `
  const Button = styled('button', { shouldForwardProp: (prop) => prop !== 'tone' })<{ tone: 'primary' | 'quiet' }>`
    padding: 0.5rem 1rem;
    color: ${(p) => (p.tone === 'primary' ? '#fff' : '#1d4ed8')};
    &:focus-visible {
      ${focusRing}
    }
    @media (max-width: 47.99em) {
      width: 100%;
    }
  `
  const BigButton = styled(Button)`
    font-size: 1.25rem;
  `
  const Card = styled.div({ borderRadius: 8, padding: '1rem' })
  const Labelled = styled('p', { label: 'Hint' })`
    margin: 0;
  `
  return { Button, BigButton, Card, Labelled }
}

/** The class attributes of an HTML fragment, in order. */
const classes = (html: string) => [...html.matchAll(/class="([^"]*)"/g)].map((m) => m[1])

const real = components(realStyled, realCss)
const standIn = components(standInStyled as unknown as StyledApi, standInCss as unknown as Css)

const cases: [string, (c: typeof real) => ReturnType<typeof createElement>][] = [
  ['a template with a prop-dependent colour, a nested css`` and a media query', (c) => createElement(loose(c.Button), { tone: 'primary' }, 'Send')],
  ['the same component with its other prop value', (c) => createElement(loose(c.Button), { tone: 'quiet' }, 'Send')],
  ['a styled component wrapping another', (c) => createElement(loose(c.BigButton), { tone: 'primary' }, 'Send')],
  ['object styles', (c) => createElement(c.Card, null, 'Card')],
  ['a label option', (c) => createElement(c.Labelled, null, 'Hint')],
  ['a class given from outside, merged', (c) => createElement(c.Card, { className: 'site-card' }, 'Card')],
  ['another element through `as`', (c) => createElement(loose(c.Card), { as: 'section' }, 'Card')],
]

// The stand-in loads its rule inserter in the background, as in the browser: wait for it, or on a busy
// machine the load outlives the test file and fails it after its tests have passed.
afterAll(async () => {
  await import('../../../components/emotion/insert.ts')
})

describe('the browser’s Emotion gives the server’s class names', () => {
  it.each(cases)('%s', (_, element) => {
    const server = classes(renderToStaticMarkup(element(real)))
    expect(server.length).toBeGreaterThan(0)
    expect(classes(renderToStaticMarkup(element(standIn)))).toEqual(server)
  })

  it('does not pass a prop the component keeps for itself to the element', () => {
    const html = renderToStaticMarkup(createElement(loose(standIn.Button), { tone: 'primary' }, 'Send'))
    expect(html).not.toContain('tone=')
    expect(renderToStaticMarkup(createElement(loose(standIn.Card), { as: 'section' }, 'Card'))).toMatch(/^<section /)
  })
})
