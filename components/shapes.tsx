// The repeated shapes of the content pages: the column Markdown flows in, card grids, cards and badges.
// Pages and MDX components use these instead of styling their own copies.
import styled from '@emotion/styled'
import { colors } from './theme.ts'

/** The text column width for running prose. */
export const proseWidth = '45rem'

/** Where a page's Markdown goes: prose keeps a readable width, grids use the full width. */
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

/** A grid of cards; `wide` keeps them at two across on large screens. */
export const CardGrid = styled('ul', { shouldForwardProp: (prop) => prop !== 'wide' })<{ wide?: boolean }>`
  list-style: none;
  margin: 1.5rem 0;
  padding: 0;
  display: grid;
  gap: 1.25rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ wide }) => (wide ? '24rem' : '16rem')}), 1fr));
  > li + li {
    margin-top: 0;
  }
`

export const CardBox = styled.li`
  background: ${colors.background};
  border: 1px solid ${colors.border};
  border-radius: 0.75rem;
  padding: 1.25rem 1.25rem 1rem;
  h3 {
    margin: 0 0 0.5rem;
    font-size: 1.1875rem;
    color: ${colors.primary};
  }
  h4 {
    margin: 1rem 0 0.25rem;
    font-size: 1rem;
  }
  p {
    margin: 0 0 0.75rem;
  }
  ul {
    margin: 0 0 0.75rem;
    padding-left: 1.25rem;
  }
  > :last-child {
    margin-bottom: 0;
  }
`

/** A small, quiet label such as "Outpatient" or "60 minutes": not a button, nothing to click. */
export const Badge = styled.span`
  display: inline-block;
  padding: 0.125rem 0.625rem;
  border-radius: 999px;
  background: #e6f4f1;
  color: #0b4f4a;
  font-size: 0.875rem;
  font-weight: 600;
  line-height: 1.6;
`
