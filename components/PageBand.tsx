// The tinted band at the top of condition and team pages, and its "Back to …" link.
import styled from '@emotion/styled'
import type { AnchorHTMLAttributes } from 'react'
import { breakpoints, colors } from './theme.ts'

export const PageBand = styled.div`
  padding: 1.25rem 0 2rem;
  background: ${colors.surface};
  border-bottom: 1px solid ${colors.border};
  ${breakpoints.medium} {
    padding: 1.5rem 0 2.5rem;
  }
`

const BackLinkStyle = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  min-height: 2.75rem;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`

/** The way back to the page above. Left out of the site search, whose excerpts show the page's own text. */
export function BackLink(props: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <BackLinkStyle data-pagefind-ignore {...props} />
}
