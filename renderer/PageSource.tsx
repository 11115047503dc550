// "Last updated … · Edit this page" at the end of every page: the newest date of the content files
// the page read while it rendered (renderer/+onRenderHtml.tsx), and a link to edit its main file.
import styled from '@emotion/styled'
import { formatDate } from '../components/format.ts'
import { colors } from '../components/theme.ts'
import { Container, ExternalLink } from '../components/ui.tsx'
import { lastModified } from '../lib/content/dates.ts'
import { editUrl } from '../lib/content/pageSources.ts'

const Line = styled.p`
  margin: 3rem 0 0;
  padding-top: 1rem;
  border-top: 1px solid ${colors.border};
  font-size: 0.9375rem;
  color: ${colors.muted};
`

export function PageSource({ route, files }: { route: string; files: string[] }) {
  const date = lastModified(files)
  return (
    <Container>
      <Line data-pagefind-ignore>
        Last updated <time dateTime={date}>{formatDate(date)}</time> ·{' '}
        <ExternalLink href={editUrl(route)}>Edit this page</ExternalLink>
      </Line>
    </Container>
  )
}
