// A list of cards: one column on phones, two from the medium breakpoint, up to `columns` from the wide one.
import styled from '@emotion/styled'
import { breakpoints } from '../theme.ts'

const gap = '1.25rem'

export const CardGrid = styled('ul', { shouldForwardProp: (prop) => !['columns', 'inText', 'as'].includes(prop) })<{
  columns?: number
  /** Among paragraphs (an MDX component): a paragraph's space above and below. */
  inText?: boolean
}>`
  list-style: none;
  margin: ${({ inText }) => (inText ? '1.5rem 0' : '0')};
  padding: 0;
  display: grid;
  gap: ${gap};
  /* One column no wider than the screen, whatever a card holds (320px, 200% text). */
  grid-template-columns: minmax(0, 1fr);
  > li + li {
    margin-top: 0;
  }
  ${breakpoints.medium} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  /* Fewer columns when enlarged text would not fit: a column is at least 52rem / columns wide. */
  ${breakpoints.wide} {
    grid-template-columns: ${({ columns = 3 }) =>
      `repeat(auto-fit, minmax(min(100%, max(${(52 / columns).toFixed(2)}rem, (100% - ${columns} * ${gap}) / ${columns})), 1fr))`};
  }
`
