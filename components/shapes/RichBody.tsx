// Where a page's Markdown goes: prose keeps a readable width, grids use the full width.
import styled from '@emotion/styled'
import { colors } from '../theme.ts'

export const proseWidth = '45rem'

export const RichBody = styled.div`
  padding-bottom: 1rem;
  > p,
  > ul:not([data-layout]),
  > ol:not([data-layout]),
  > h2,
  > h3 {
    max-width: ${proseWidth};
  }
  > h2 {
    margin: 3rem 0 1rem;
    font-size: clamp(1.5rem, 4vw, 1.875rem);
    color: ${colors.primary};
  }
  > h2:first-of-type {
    margin-top: 2.5rem;
  }
  > h3 {
    margin: 2rem 0 0.75rem;
    color: ${colors.primary};
  }
  li + li {
    margin-top: 0.25rem;
  }
`
