// Small building blocks shared by every page.
import { css } from '@emotion/react'
import styled from '@emotion/styled'
import { createContext, useContext, type AnchorHTMLAttributes, type ReactNode } from 'react'
import { colors, maxWidth, media, radii } from './theme.ts'

export const Container = styled.div`
  max-width: ${maxWidth};
  margin: 0 auto;
  padding: 0 1rem;
`

/** Hidden on screen, read by screen readers. */
export const VisuallyHidden = styled.span`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`

type Variant = 'primary' | 'secondary' | 'inverse'

const buttonColors: Record<Variant, string> = {
  primary: `background: ${colors.primary}; color: ${colors.primaryText}; border-color: ${colors.primary};
    &:hover { background: ${colors.primaryHover}; border-color: ${colors.primaryHover}; }`,
  secondary: `background: ${colors.background}; color: ${colors.primary}; border-color: ${colors.primary};
    &:hover { background: ${colors.surface}; }`,
  inverse: `background: ${colors.background}; color: ${colors.primary}; border-color: ${colors.background};
    &:hover { background: ${colors.surface}; }`,
}

/** The shape both ButtonLink and Button share: a 44px-high target (WCAG 2.5.5), bold label. */
const buttonShape = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 2.75rem;
  padding: 0.5rem 1.25rem;
  border: 2px solid;
  border-radius: ${radii.medium};
  font-weight: 600;
`

/** A list shown without bullets or indent. */
export const plainList = css`
  list-style: none;
  margin: 0;
  padding: 0;
`

/** A link or control at least 44px high (WCAG 2.5.5), its text centred in that height. */
export const tapTarget = css`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
`

/** Text inputs, selects and text areas: full width, 44px high, a border with 3:1 contrast. */
export const fieldControl = css`
  width: 100%;
  min-height: 2.75rem;
  padding: 0.5rem 0.75rem;
  border: 2px solid ${colors.muted};
  border-radius: ${radii.medium};
  font: inherit;
  color: ${colors.text};
  background: ${colors.background};
`

export const ButtonLink = styled('a', { shouldForwardProp: (prop) => prop !== 'variant' })<{ variant?: Variant }>`
  ${buttonShape}
  text-decoration: none;
  ${({ variant = 'primary' }) => buttonColors[variant]}
  /* A call to action means nothing on paper; the printed page ends with the practice's phone. */
  ${media.print} {
    display: none;
  }
`

export const Button = styled('button', { shouldForwardProp: (prop) => prop !== 'variant' })<{ variant?: Variant }>`
  ${buttonShape}
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  ${({ variant = 'primary' }) => buttonColors[variant]}
  &:disabled {
    cursor: not-allowed;
    background: ${colors.surface};
    border-color: ${colors.border};
    color: ${colors.muted};
  }
`

/** What screen readers hear after a link that opens a new tab: given by the renderer, or by an island to itself. */
export const NewTabWords = createContext('')

/** A link to another website, opened in a new tab, safely and announced as such. */
export function ExternalLink({ children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { children: ReactNode }) {
  const newTab = useContext(NewTabWords)
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      {newTab && <VisuallyHidden> {newTab}</VisuallyHidden>}
    </a>
  )
}

/** A button-styled link to another website (ExternalLink's new tab and its words). */
export const ExternalButtonLink = ButtonLink.withComponent(ExternalLink)

/** The number on a call button, in the text's weight. */
export const ButtonNumber = styled.span`
  font-weight: 400;
  white-space: nowrap;
`

