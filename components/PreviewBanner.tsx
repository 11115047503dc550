// The banner at the top of every page of a preview build (renderer/preview.ts).
import styled from '@emotion/styled'
import { colors } from './theme.ts'

const Banner = styled.p`
  margin: 0;
  padding: 0.625rem 1rem;
  background: ${colors.text};
  color: ${colors.background};
  font-weight: 700;
  text-align: center;
`

export function PreviewBanner() {
  return (
    <Banner role="note" data-preview-banner data-print-hide data-pagefind-ignore>
      Preview of proposed changes, not the live site
    </Banner>
  )
}
