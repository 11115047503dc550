// A card: a white, bordered, softly shadowed box, one item of a CardGrid; `cardSurface` is the box alone.
import { css } from '@emotion/react'
import styled from '@emotion/styled'
import { colors, radii } from '../theme.ts'

export const cardSurface = css`
  display: flex;
  flex-direction: column;
  padding: 1.5rem;
  background: ${colors.background};
  border: 1px solid ${colors.border};
  border-radius: ${radii.large};
  box-shadow: 0 1px 2px rgb(16 24 40 / 0.05);
`

/** Its text's default spacing, kept weak (:where) so the styles of what a card holds win. */
export const Card = styled.li`
  ${cardSurface}
  & :where(h3) {
    margin: 0 0 0.5rem;
    font-size: 1.25rem;
    color: ${colors.primary};
  }
  & :where(h4) {
    margin: 1rem 0 0.25rem;
    font-size: 1rem;
  }
  & :where(p, ul) {
    margin: 0 0 0.75rem;
  }
  & :where(ul) {
    padding-left: 1.25rem;
  }
  & > :where(:last-child) {
    margin-bottom: 0;
  }
`
